import type { ActivityEntry } from '../../common/api/activity.ts';
import { presentActivityEntry } from '../activity/present-activity.ts';
import type { ShareActivityRow } from './share-activity-queries.ts';

/** A link's access log as its owner reads it: its entries of the owner's activity log. */
export function presentShareActivity(rows: readonly ShareActivityRow[]): ActivityEntry[] {
  return rows.flatMap((row) => presentActivityEntry(row) ?? []);
}
