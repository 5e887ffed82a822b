import { logger } from '../../lib/logger.ts';

/** Told the id of each document that left the cache, for whatever reason. */
export type DocumentRemovedListener = (documentId: string) => void;

/** Who wants to hear of removed documents. */
export interface RemovalListeners {
  /** Adds a listener; returns the function that removes it. */
  add(listener: DocumentRemovedListener): () => void;
  /** Tells every listener; one that throws is logged and the others still hear. */
  announce(documentIds: readonly string[]): void;
}

export function createRemovalListeners(): RemovalListeners {
  const listeners = new Set<DocumentRemovedListener>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    announce(documentIds) {
      for (const documentId of documentIds) {
        for (const listener of [...listeners]) {
          try {
            listener(documentId);
          } catch (error) {
            logger.error('A document-cache removal listener failed', error);
          }
        }
      }
    },
  };
}
