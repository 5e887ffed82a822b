import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app.ts';
import type { DatabaseKind } from '../../server/db/database.ts';
import { loadEnv } from '../../server/env.ts';
import type { BlobStore } from '../../server/storage/blob-store.ts';
import { createTestDatabase } from './test-database.ts';

/** An in-process app on a fresh database, for tests that speak HTTP to it with inject(). */
export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** Starts the app in-process on a fresh database; settings may be overridden per test. */
export async function createTestApp(
  options: {
    kind?: DatabaseKind;
    webDirectory?: string | null;
    env?: Record<string, string>;
    /** A blob store the test keeps (and closes) itself, to look at the stored files. */
    blobStore?: BlobStore;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options.kind ?? 'sqlite');
  const env = loadEnv({ DATA_DIR: database.dataDirectory, NODE_ENV: 'test', ...options.env });
  const app = await createApp({
    env,
    db: database.db,
    webDirectory: options.webDirectory ?? null,
    isLogging: false,
    blobStore: options.blobStore,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
