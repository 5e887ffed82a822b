import type { Kysely } from 'kysely';
import { AppError } from '../../common/errors/app-error.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/** What the share use cases need: the rows, the files, and the clock links expire by. */
export interface ShareDependencies {
  db: Kysely<Database>;
  blobStore: BlobStore;
  /** Opens the shared document's file, text and analysis. */
  vault: DocumentVault;
  /** The current time; injected so tests can move it past a link's expiry. */
  now: () => Date;
}

/** What the public routes of a link need besides: the key its access tokens are signed with. */
export interface PublicShareDependencies extends ShareDependencies {
  /** The installation's secret for share access tokens (app_settings), the same on every server. */
  accessSecret: string;
}

/** Who is asking for a link, as the public routes know them. */
export interface ShareVisitor {
  /** The SHARE_ACCESS_HEADER sent, proving the passcode was given; undefined when none. */
  accessToken: string | undefined;
  /** The client's address, for the owner's access log, where only its hash is kept. */
  address: string;
}

/**
 * The answer for a link that is missing, revoked or expired, and for another user's link: the
 * same body as any unknown path, so nobody learns which of them it was.
 */
export function createShareNotFoundError(): AppError {
  return new AppError('NOT_FOUND', 'Not found.');
}
