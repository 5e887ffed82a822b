import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { DocumentVault } from './document-vault.ts';
import { loadMasterKeys } from './load-master-keys.ts';

/**
 * The vault of a server or worker, over the master keys its settings give. Says where the key
 * is at every start, and loudly when it was just created: losing it loses every document.
 */
export async function openVault(
  db: Kysely<Database>,
  env: Pick<Env, 'DATA_KEY' | 'dataDirectory'>,
  log: { info: (message: string) => void; warn: (message: string) => void },
): Promise<DocumentVault> {
  const { keyring, source } = await loadMasterKeys(db, {
    dataKey: env.DATA_KEY,
    dataDirectory: env.dataDirectory,
  });
  if (source.kind === 'env') {
    log.info(
      `Documents are encrypted under the master key from DATA_KEY (${keyring.current().id}).`,
    );
  } else if (source.isNew) {
    log.warn(
      `Created the master key ${source.file}: every document is encrypted under it. ` +
        `Back it up apart from the data; without it no document can be read again.`,
    );
  } else {
    log.info(
      `Documents are encrypted under the master key in ${source.file}; keep a backup of it.`,
    );
  }
  return new DocumentVault(keyring);
}
