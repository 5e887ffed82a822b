import { useEffect, useState } from 'react';
import { getAccessToken } from '../../lib/supabase-client.ts';
import { documentPath } from './viewable-document.ts';

/** A document's original file on the server, with the headers a request for it needs. */
export interface RemoteDocumentFile {
  url: string;
  httpHeaders: Record<string, string>;
}

/**
 * The document's file as a PDF viewer can read it from the server, in byte ranges, before the
 * whole file has arrived; undefined until the access token is known, or when `wanted` is
 * false. Stable for the document, so a viewer given it opens the file once.
 */
export function useRemoteDocumentFile(
  documentId: string,
  wanted: boolean,
): RemoteDocumentFile | undefined {
  const [file, setFile] = useState<RemoteDocumentFile>();
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    void getAccessToken().then((token) => {
      if (!current || !token) return;
      const url = new URL(`${documentPath(documentId)}/file`, window.location.origin).href;
      setFile({ url, httpHeaders: { Authorization: `Bearer ${token}` } });
    });
    return () => {
      current = false;
    };
  }, [documentId, wanted]);
  return wanted ? file : undefined;
}
