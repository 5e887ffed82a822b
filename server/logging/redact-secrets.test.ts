import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact-secrets.ts';

describe('redactSecrets', () => {
  it('hides share tokens in paths, whatever the case or encoding', () => {
    expect(redactSecrets('GET /s/abc_DEF-123 and /S/xyz?x=1 and /%73/q')).toBe(
      'GET /s/[redacted] and /S/[redacted]?x=1 and /%73/[redacted]',
    );
    expect(redactSecrets('https://host/api/public/shares/tok/pages')).toBe(
      'https://host/api/public/shares/[redacted]/pages',
    );
  });

  it('hides secret parameters in queries and fragments, keeping the others', () => {
    expect(
      redactSecrets(
        '/auth/v1/verify?token=a1&type=signup&redirect_to=https://x/y#access_token=b2&expires_in=3600&refresh_token=c3',
      ),
    ).toBe(
      '/auth/v1/verify?token=[redacted]&type=signup&redirect_to=https://x/y#access_token=[redacted]&expires_in=3600&refresh_token=[redacted]',
    );
    expect(redactSecrets('?code=1&apikey=2&nonce=3&password=4&token_hash=5&client_secret=6')).toBe(
      '?code=[redacted]&apikey=[redacted]&nonce=[redacted]&password=[redacted]&token_hash=[redacted]&client_secret=[redacted]',
    );
  });

  it('leaves paths without secrets alone and keeps a JSON line valid', () => {
    expect(redactSecrets('/api/documents/d1/shares?limit=5')).toBe(
      '/api/documents/d1/shares?limit=5',
    );
    const line = JSON.stringify({ url: '/s/tok"en\\x?token=a"b\\c', stack: '/s/t\nat x' });
    expect(JSON.parse(redactSecrets(line))).toEqual({
      url: '/s/[redacted]?token=[redacted]',
      stack: '/s/[redacted]\nat x',
    });
  });
});
