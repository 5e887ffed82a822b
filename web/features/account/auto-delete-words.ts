import type { AutoDeletePeriod } from '../../../common/retention/auto-delete.ts';
import { pluralize } from '../../lib/format.ts';

/** The setting's section on /settings. */
export const AUTO_DELETE_SECTION_ID = 'auto-delete';

/** Where the setting lives, for the workspace's notice to link to. */
export const AUTO_DELETE_SETTING_PATH = `/settings#${AUTO_DELETE_SECTION_ID}`;

/** "30 days"; "1 year" reads better than "365 days". */
function describeLength(days: AutoDeletePeriod): string {
  return days === 365 ? '1 year' : pluralize(days, 'day');
}

/** "30 days after upload". */
export function describeAutoDeletePeriod(days: AutoDeletePeriod): string {
  return `${describeLength(days)} after upload`;
}

/** The warning before a shorter period is saved: how many documents go at the next sweep. */
export function describePendingDeletions(count: number, days: AutoDeletePeriod): string {
  const [are, their] = count === 1 ? ['is', 'its'] : ['are', 'their'];
  return (
    `${pluralize(count, 'document')} ${are} already older than ${describeLength(days)} and will ` +
    `be deleted at the next sweep, within the hour, with ${their} analyses, questions and share ` +
    'links. This cannot be undone.'
  );
}

/** What saving a period does, said back to the person once it is saved. */
export function describeSavedPeriod(days: AutoDeletePeriod | null): string {
  return days === null
    ? 'Saved. Your documents are kept until you delete them.'
    : `Saved. Your documents are deleted automatically ${describeAutoDeletePeriod(days)}.`;
}

/** Whether a change deletes documents sooner than before (turning it on included). */
export function isShorterPeriod(
  chosen: AutoDeletePeriod | null,
  saved: AutoDeletePeriod | null,
): chosen is AutoDeletePeriod {
  return chosen !== null && (saved === null || chosen < saved);
}
