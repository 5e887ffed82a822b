import type { DeleteResult, UpdateResult } from 'kysely';

/**
 * Whether a guarded write (an UPDATE or DELETE conditioned on a status, an owner or a lease)
 * changed a row. That is how racing requests and processes agree on one winner: the database
 * re-checks the condition under the row's lock, and only the write that changed the row won.
 */
export function changedAnyRow(result: UpdateResult | DeleteResult): boolean {
  const count = 'numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows;
  return count > 0n;
}
