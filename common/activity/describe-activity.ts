import type { ActivityEntry } from '../api/activity.ts';

// The reports' formats as a person names them.
const FORMAT_NAMES: Record<string, string> = {
  pdf: 'PDF',
  docx: 'Word',
  'docx-comments': 'Word with comments',
  md: 'Markdown',
  csv: 'CSV',
  ics: 'calendar',
  json: 'on screen',
};

// The changes of two-step sign-in, in the words Settings uses.
const TWO_STEP_CHANGES: Record<string, string> = {
  enrolled: 'Started setting up two-step sign-in',
  verified: 'Turned on two-step sign-in',
  unenrolled: 'Removed an authenticator app from two-step sign-in',
};

/**
 * What an entry of the activity log records, in plain words ("Downloaded the original file"),
 * for the lists on screen and the CSV alike. The facts of `detail` that matter to a person are
 * part of the sentence; a kind this version does not know reads as its name.
 */
export function describeActivity(entry: Pick<ActivityEntry, 'kind' | 'detail'>): string {
  const { detail } = entry;
  switch (entry.kind) {
    case 'uploaded':
      return 'Uploaded';
    case 'viewed':
      return 'Opened';
    case 'downloaded':
      return 'Downloaded the original file';
    case 'report_made':
      return detail.format
        ? `Downloaded the ${FORMAT_NAMES[detail.format] ?? detail.format} report`
        : 'Downloaded a report';
    case 'shared':
      return 'Made a share link';
    case 'share_opened':
      return 'Opened by share link';
    case 'share_passcode_failed':
      return 'Wrong passcode given for a share link';
    case 'share_revoked':
      return 'Revoked a share link';
    case 'reader_switched':
      return detail.reader ? `Switched the reader to the ${detail.reader}` : 'Switched the reader';
    case 'compared':
      return 'Compared with another version';
    case 'asked':
      return 'Asked a question';
    case 'deleted':
      return detail.by === 'automatic deletion' ? 'Deleted automatically' : 'Deleted';
    case 'signed_in':
      return detail.method === 'two-step' ? 'Signed in with a two-step code' : 'Signed in';
    case 'new_device':
      return 'Signed in from a new device';
    case 'password_changed':
      return 'Changed the password';
    case 'two_step_changed':
      return TWO_STEP_CHANGES[detail.change ?? ''] ?? 'Changed two-step sign-in';
    case 'signed_out_elsewhere':
      return 'Signed out other devices';
    default:
      return String(entry.kind).replaceAll('_', ' ');
  }
}
