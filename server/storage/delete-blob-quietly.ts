import type { BlobStore } from './blob-store.ts';

/**
 * Removes a blob, reporting rather than throwing when that fails: its row is already gone, and
 * an orphaned file is harmless where a row without its file is not.
 */
export async function deleteBlobQuietly(
  context: {
    blobStore: BlobStore;
    warn: (details: Record<string, unknown>, message: string) => void;
  },
  storageKey: string,
): Promise<void> {
  try {
    await context.blobStore.delete(storageKey);
  } catch (error) {
    context.warn({ err: error, storageKey }, 'Could not delete a document file');
  }
}
