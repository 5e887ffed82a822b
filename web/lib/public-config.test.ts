import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG, getPublicConfig, loadPublicConfig } from './public-config.ts';

const served = {
  productName: 'Legal Explainer',
  supportEmail: 'help@firm.example',
  errorReportUrl: null,
  maxUploadBytes: 5 * 1024 * 1024,
  authUrl: 'http://127.0.0.1:4319',
  anonKey: 'anon-key',
  paymentsEnabled: true,
  emailEnabled: false,
};

describe('loadPublicConfig', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the defaults when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await loadPublicConfig(failing)).toEqual(DEFAULT_PUBLIC_CONFIG);
  });

  it("uses the server's settings when it answers", async () => {
    const answering = vi.fn<typeof fetch>().mockResolvedValue(Response.json(served));
    expect(await loadPublicConfig(answering)).toEqual(served);
    expect(getPublicConfig().supportEmail).toBe('help@firm.example');
  });
});
