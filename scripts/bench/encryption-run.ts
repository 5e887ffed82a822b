import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createApp } from '../../server/app.ts';
import { openMigratedDatabase } from '../../server/db/database.ts';
import type { Database } from '../../server/db/schema.ts';
import { DocumentVault, type NewDocumentKey } from '../../server/encryption/document-vault.ts';
import { loadMasterKeys } from '../../server/encryption/load-master-keys.ts';
import { loadEnv } from '../../server/env.ts';
import type { BlobStore, ByteSpan } from '../../server/storage/blob-store.ts';
import { signUpWithTrial } from './bench-server.ts';
import { measureFirstResult } from './first-result-run.ts';

/**
 * One side of `npm run bench encryption`, in a process of its own so its memory is its own:
 * the real app in-process on a throwaway data directory, sealing as it ships ('sealed') or with
 * a vault that keeps everything as it is ('plain', the cost's baseline, never in the product).
 * Prints one JSON line: each upload's time to results and the process's peak memory.
 */
const [variant, pdfPath = '', runsText] = process.argv.slice(2);

/**
 * Everything kept as it came: the same path through the code, without the cipher. Uploads still
 * write their key rows; nothing is ever opened with them.
 */
class PlainVault extends DocumentVault {
  override sealNewFile(_newKey: NewDocumentKey, bytes: Uint8Array): Uint8Array {
    return bytes;
  }
  override sealText(_db: Kysely<Database>, _id: string, _field: never, text: string) {
    return Promise.resolve(text);
  }
  override openText(_db: Kysely<Database>, _id: string, _field: never, stored: string) {
    return Promise.resolve(stored);
  }
  override async readFile(
    _db: Kysely<Database>,
    store: BlobStore,
    document: { storage_key: string },
  ) {
    return (await store.find(document.storage_key))?.bytes ?? null;
  }
  override async readFileSpan(
    _db: Kysely<Database>,
    store: BlobStore,
    document: { storage_key: string },
    span: ByteSpan,
  ) {
    return (await store.findRange(document.storage_key, span))?.bytes ?? null;
  }
}

const dataDirectory = mkdtempSync(path.join(tmpdir(), `legal-explainer-bench-${variant}-`));
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const env = loadEnv({
  DATA_DIR: dataDirectory,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PORT: '0',
});
const database = await openMigratedDatabase({ dataDirectory });
const { keyring } = await loadMasterKeys(database.db, { dataDirectory });
const app = await createApp({
  env,
  db: database.db,
  databaseKind: database.kind,
  signals: database.signals,
  webDirectory: null,
  isLogging: false,
  vault: variant === 'plain' ? new PlainVault(keyring) : new DocumentVault(keyring),
});
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const pdf = new Uint8Array(readFileSync(pdfPath));
  const totals: number[] = [];
  // The first run starts the threads and loads the models: left out, as it is the same for both.
  for (let run = 0; run <= Number(runsText); run++) {
    const user = await signUpWithTrial(baseUrl);
    const timeline = await measureFirstResult(baseUrl, user, pdf, `bench-${run}.pdf`);
    if (run > 0) totals.push(timeline.totalMs);
  }
  console.log(JSON.stringify({ totals, peakRssMiB: peakRss / 1024 / 1024 }));
} finally {
  clearInterval(sampler);
  await app.close();
  await database.close();
  rmSync(dataDirectory, { recursive: true, force: true });
}
