import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRemoteDocumentFile } from './use-remote-document-file.ts';

const session = vi.hoisted(() => ({ token: 'token-1' as string | null }));
vi.mock('../../lib/supabase-client.ts', () => ({
  getAccessToken: () => Promise.resolve(session.token),
}));

describe('useRemoteDocumentFile', () => {
  it("gives the document's file address on this origin with the user's bearer token", async () => {
    session.token = 'token-1';
    const { result } = renderHook(() => useRemoteDocumentFile('doc 1', true));
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current).toEqual({
      url: `${window.location.origin}/api/documents/doc%201/file`,
      httpHeaders: { Authorization: 'Bearer token-1' },
    });
  });

  it('gives nothing when not wanted, or when there is no token to send', async () => {
    session.token = 'token-1';
    const unwanted = renderHook(() => useRemoteDocumentFile('doc-1', false));
    session.token = null;
    const signedOut = renderHook(() => useRemoteDocumentFile('doc-1', true));
    // Asked for after the two above, with a token: once it has its address, they would have
    // had theirs (the token is read in the same way, in the same order).
    session.token = 'token-1';
    const later = renderHook(() => useRemoteDocumentFile('doc-1', true));
    await waitFor(() => expect(later.result.current).toBeDefined());
    expect(unwanted.result.current).toBeUndefined();
    expect(signedOut.result.current).toBeUndefined();
  });
});
