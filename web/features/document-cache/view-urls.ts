import type { ObjectUrlFactory } from './object-urls.ts';

/** The object URL of each cached file that has been read, made once and freed when it goes. */
export interface ViewUrls {
  /** The document's URL, made for `file` on first use; null where URLs cannot be made. */
  urlFor(documentId: string, file: Blob): string | null;
  /** Frees the document's URL, e.g. because its file was replaced or it left the cache. */
  release(documentId: string): void;
  releaseAll(): void;
}

/**
 * Object URLs die with the page, so none is stored in the database: they are made on reading
 * and reused by later reads of the same document.
 */
export function createViewUrls(objectUrls: ObjectUrlFactory): ViewUrls {
  const urls = new Map<string, string>();

  function release(documentId: string): void {
    const url = urls.get(documentId);
    if (url === undefined) return;
    urls.delete(documentId);
    objectUrls.revoke(url);
  }

  return {
    urlFor(documentId, file) {
      const existing = urls.get(documentId);
      if (existing !== undefined) return existing;
      const url = objectUrls.create(file);
      if (url !== null) urls.set(documentId, url);
      return url;
    },
    release,
    releaseAll() {
      for (const documentId of [...urls.keys()]) release(documentId);
    },
  };
}
