import { describeActivity } from '../../../../common/activity/describe-activity.ts';
import type { ActivityLogEntry } from '../../../../common/api/activity.ts';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { ActivityScope } from '../activity-api.ts';
import { useActivityLog } from '../use-activity-log.ts';

// A short prefix of the address hash: enough to tell addresses apart at a glance.
const SHORT_HASH_LENGTH = 8;

/**
 * A log's entries newest first, each in plain words with its time ("Downloaded the original
 * file", "Signed in from a new device"), the document it is about when the list is the whole
 * account's, and a short code of the address it came from. Older entries load on demand.
 */
export function ActivityList({ scope, label }: { scope: ActivityScope; label: string }) {
  const { query, entries } = useActivityLog(scope);
  const isAccount = scope.kind === 'account';

  if (query.isPending)
    return (
      <p role="status" className="mt-4 text-ink-muted">
        Loading the activity…
      </p>
    );
  if (query.isError && entries.length === 0)
    return (
      <div role="alert" className="mt-4">
        <p className="font-semibold">{describeError(query.error).title}</p>
        <p className="mt-1 text-ink-muted">{describeError(query.error).message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (entries.length === 0)
    return <p className="mt-4 text-ink-muted">Nothing has been recorded yet.</p>;

  return (
    <>
      <ol aria-label={label} className="mt-4 divide-y divide-line text-sm">
        {entries.map((entry) => (
          // On a phone the time and the address code share a line, the words under them.
          <li
            key={entry.id}
            className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2"
            data-testid="activity-entry"
          >
            <time
              dateTime={entry.createdAt}
              className="text-xs text-ink-muted sm:w-60 sm:shrink-0 sm:text-sm"
            >
              {formatDateTime(entry.createdAt)}
            </time>
            <span className="order-last w-full min-w-0 [overflow-wrap:anywhere] sm:order-none sm:w-auto sm:flex-1">
              <span className="font-medium text-ink">{describeActivity(entry)}</span>
              {isAccount && entry.documentName ? <DocumentName entry={entry} /> : null}
            </span>
            {entry.addressHash ? (
              <span
                className="ml-auto font-mono text-xs text-ink-muted sm:ml-0"
                title="A one-way code of the address it came from: the same address shows the same code"
              >
                {`from #${entry.addressHash.slice(0, SHORT_HASH_LENGTH)}`}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Show older activity'}
        </Button>
      ) : null}
    </>
  );
}

function DocumentName({ entry }: { entry: ActivityLogEntry }) {
  return <span className="text-ink-muted">{` · ${entry.documentName ?? ''}`}</span>;
}
