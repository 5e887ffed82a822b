import { useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '../../../../common/api/activity.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchShareActivity } from '../share-api.ts';

// A short prefix of the address hash: enough to tell visitors apart at a glance.
const SHORT_HASH_LENGTH = 8;

/**
 * One link's access log, for its owner: when it was made, each opening and each wrong passcode,
 * with a short code per address (a one-way hash: the same address shows the same code, the
 * address itself is not kept), newest first.
 */
export function ShareAccessLog({
  id,
  documentId,
  shareId,
}: {
  id: string;
  documentId: string;
  shareId: string;
}) {
  const log = useQuery({
    queryKey: queryKeys.shareActivity(documentId, shareId),
    queryFn: () => fetchShareActivity(documentId, shareId),
  });
  return (
    <div id={id} className="mt-2 w-full rounded-md border border-line bg-paper p-3">
      <p className="text-xs text-ink-muted">
        Each visitor’s address is kept only as a short one-way code: the same address shows the same
        code.
      </p>
      {log.isPending ? (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          Loading the access log…
        </p>
      ) : log.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          The access log could not be loaded.
        </p>
      ) : (
        <ol aria-label="Access log" className="mt-2 space-y-1 text-sm">
          {log.data.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-2 text-ink">
              <span className="text-ink-muted">{formatDateTime(entry.createdAt)}</span>
              <span className="font-medium">{describeEntry(entry)}</span>
              {entry.addressHash ? (
                <span className="font-mono text-xs leading-5 text-ink-muted">
                  {`from #${entry.addressHash.slice(0, SHORT_HASH_LENGTH)}`}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** What happened, in a few words. */
function describeEntry(entry: ActivityEntry): string {
  switch (entry.kind) {
    case 'shared':
      return 'Link made';
    case 'share_opened':
      return 'Opened';
    case 'share_passcode_failed':
      return entry.detail.lockedUntil
        ? `Wrong passcode: locked until ${formatDateTime(entry.detail.lockedUntil)}`
        : 'Wrong passcode';
    case 'share_revoked':
      return 'Revoked';
    default:
      return entry.kind.replaceAll('_', ' ');
  }
}
