import { describe, expect, it, vi } from 'vitest';
import { AS_FRANCHISOR } from './sample-readings.test-support.ts';
import { switchReaderRequest } from './reader-switch-api.ts';

describe('switchReaderRequest', () => {
  it('POSTs the role to the document’s perspective and answers the analysis it returns', async () => {
    const post = vi.fn(() => Promise.resolve({ analysis: AS_FRANCHISOR }));
    const analysis = await switchReaderRequest('doc 1', 'Franchisor', { post });
    expect(post).toHaveBeenCalledExactlyOnceWith('/api/documents/doc%201/perspective', {
      role: 'Franchisor',
    });
    expect(analysis).toEqual(AS_FRANCHISOR);
  });

  it('rejects an answer that is not an analysis', async () => {
    const post = vi.fn(() => Promise.resolve({ analysis: { nope: true } }));
    await expect(switchReaderRequest('doc-1', 'Franchisor', { post })).rejects.toThrow();
  });
});
