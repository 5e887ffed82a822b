import { openCacheDatabase, type CacheDatabase } from './cache-database.ts';

/** The failure of every operation in a browser without IndexedDB. */
export const NO_INDEXED_DB_MESSAGE = 'This browser cannot store documents locally (no IndexedDB).';

/** The cache's database, opened on first use and again after it was let go. */
export interface CacheConnection {
  database(): Promise<CacheDatabase>;
  /** Closes the database if it was opened; the next `database()` opens it again. */
  close(): Promise<void>;
}

/**
 * Opens the database lazily, so creating a cache is safe where IndexedDB does not exist: there
 * every `database()` rejects. A failed open is forgotten, so the next call tries again.
 */
export function createCacheConnection(
  factory: IDBFactory | undefined,
  databaseName: string,
): CacheConnection {
  let opening: Promise<CacheDatabase> | undefined;

  function database(): Promise<CacheDatabase> {
    if (opening) return opening;
    if (!factory) return Promise.reject(new Error(NO_INDEXED_DB_MESSAGE));
    const attempt = openCacheDatabase(factory, databaseName).then(
      (db) => {
        // Another tab upgrading the database waits for this connection: let go, reopen later.
        db.addEventListener('versionchange', () => {
          db.close();
          if (opening === attempt) opening = undefined;
        });
        return db;
      },
      (error: unknown) => {
        if (opening === attempt) opening = undefined;
        throw error;
      },
    );
    opening = attempt;
    return attempt;
  }

  async function close(): Promise<void> {
    const attempt = opening;
    opening = undefined;
    if (attempt) (await attempt.catch(() => undefined))?.close();
  }

  return { database, close };
}
