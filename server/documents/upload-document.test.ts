import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  getTestDatabaseKinds,
} from '../../tests/support/test-database.test-support.ts';
import { ReadingQueue } from '../reading/reading-queue.ts';
import { UploadInspector } from '../reading/upload-inspector.ts';
import { createProgressRelays } from '../progress/progress-relays.ts';
import { openLocalDiskStore } from '../storage/local-disk-store.ts';
import { uploadDocument } from './upload-document.ts';
import { createTestVault } from '../../tests/support/test-vault.test-support.ts';

describe.each(getTestDatabaseKinds())('uploading a document on %s', (kind) => {
  it('deletes the written file again when its row cannot be inserted', async () => {
    const database = await createTestDatabase(kind);
    const directory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-blobs-'));
    const blobStore = await openLocalDiskStore({ directory });
    try {
      const warnings: string[] = [];
      const progress = createProgressRelays({
        db: database.db,
        signals: database.signals,
        instanceId: 'test',
        warn: () => undefined,
      });
      const dependencies = {
        db: database.db,
        blobStore,
        vault: createTestVault(),
        inspector: new UploadInspector(),
        readings: new ReadingQueue(database.signals, progress.reading),
        warn: (_details: Record<string, unknown>, message: string) => warnings.push(message),
      };
      // No such user: the foreign key refuses the row after the blob was written.
      await expect(
        uploadDocument(dependencies, 'no-such-user', {
          fileName: 'notes.txt',
          bytes: Buffer.from('The tenant shall pay rent monthly.'),
        }),
      ).rejects.toThrow();
      const files = readdirSync(directory, { recursive: true, withFileTypes: true }).filter(
        (entry) => entry.isFile(),
      );
      expect(files).toEqual([]);
      expect(warnings).toEqual([]);
      expect(await database.db.selectFrom('documents').selectAll().execute()).toEqual([]);
    } finally {
      await blobStore.close();
      await database.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
