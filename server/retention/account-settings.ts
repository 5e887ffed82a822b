import type { Kysely } from 'kysely';
import type { AccountSettings, AutoDeletePreview } from '../../common/api/account-settings.ts';
import { getAutoDeleteCutoff, type AutoDeletePeriod } from '../../common/retention/auto-delete.ts';
import type { Database } from '../db/schema.ts';
import {
  countDocumentsUploadedBefore,
  findAutoDeletePeriod,
  saveAutoDeletePeriod,
} from './auto-delete-queries.ts';

/** The signed-in user's settings as GET /api/account/settings answers. */
export async function getAccountSettings(
  db: Kysely<Database>,
  userId: string,
): Promise<AccountSettings> {
  return { deleteDocumentsAfterDays: await findAutoDeletePeriod(db, userId) };
}

/** Saves the user's settings and answers with them as now stored. */
export async function updateAccountSettings(
  db: Kysely<Database>,
  userId: string,
  settings: AccountSettings,
): Promise<AccountSettings> {
  await saveAutoDeletePeriod(db, userId, settings.deleteDocumentsAfterDays);
  return getAccountSettings(db, userId);
}

/**
 * How many of the user's documents a period would delete at the next sweep: those already
 * older than it. Asked before a shorter period is saved, so nobody loses documents unawares.
 */
export async function previewAutoDelete(
  db: Kysely<Database>,
  userId: string,
  request: { days: AutoDeletePeriod; now: Date },
): Promise<AutoDeletePreview> {
  const cutoff = getAutoDeleteCutoff(request.now, request.days);
  return { documentsPastPeriod: await countDocumentsUploadedBefore(db, userId, cutoff) };
}
