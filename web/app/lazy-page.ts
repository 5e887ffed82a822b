/** How long a page chunk may take before we call it failed (SPEC section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The message every chunk failure carries, so the route error screen can recognise it. */
export const CHUNK_LOAD_FAILED = 'Loading chunk failed';

/** A page chunk that could not be fetched: usually a new deployment or a dropped connection. */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super(CHUNK_LOAD_FAILED, { cause });
    this.name = 'ChunkLoadError';
  }
}

/** True when an error means a page's code could not be loaded, whoever raised it. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  // Browsers word a failed dynamic import differently; all mean the same to the user.
  return /Loading chunk failed|dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/** Runs a page's import, failing with ChunkLoadError on error or after the time-out. */
export async function loadPageModule<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  const promise = load();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timed out')), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error);
  } finally {
    clearTimeout(timer);
  }
}
