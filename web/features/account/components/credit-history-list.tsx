import { useId } from 'react';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { classNames } from '../../../components/ui/class-names.ts';
import { useCreditHistory } from '../use-credit-history.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { describeCreditEntry, formatCreditChange } from '../credit-format.ts';

export interface CreditHistoryListProps {
  /** How many of the newest changes to show; 10 unless told. */
  limit?: number;
  className?: string;
}

/** The newest changes of the credit balance: when, why, by how much, and the balance after. */
export function CreditHistoryList({ limit = 10, className }: CreditHistoryListProps) {
  const history = useCreditHistory();
  const headingId = useId();
  // A failure stays on screen until "Try again" is pressed, then gives way to the loading line.
  const isLoading = history.isPending || (history.isError && history.isFetching);
  const hasFailed = history.isError && !history.isFetching;

  return (
    <Card as="section" labelledBy={headingId} className={className}>
      <h2 id={headingId} className="font-serif text-2xl text-brand-strong">
        Credit history
      </h2>
      {isLoading ? (
        <p role="status" className="mt-4 text-ink-muted">
          Loading your credit history…
        </p>
      ) : null}
      {hasFailed ? (
        <div role="alert" className="mt-4">
          <p className="font-semibold">{describeError(history.error).title}</p>
          <p className="mt-1 text-ink-muted">{describeError(history.error).message}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void history.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : null}
      {history.data?.entries.length === 0 ? (
        <p className="mt-4 text-ink-muted">No credits have been added or used yet.</p>
      ) : null}
      {history.data && history.data.entries.length > 0 ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-line text-ink-muted">
              <tr>
                {/* On a phone the date goes under the reason, leaving the reason room to read. */}
                <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Reason
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">
                  Change
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Balance after
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.entries.slice(0, limit).map((entry) => (
                <tr
                  key={entry.id}
                  className="border-b border-line last:border-0"
                  data-testid="credit-history-row"
                >
                  <td className="hidden py-2 pr-4 whitespace-nowrap text-ink-muted sm:table-cell">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  {/* A long file name wraps rather than widening the table off the card. */}
                  <td className="py-2 pr-4 [overflow-wrap:anywhere]">
                    {describeCreditEntry(entry)}
                    <time
                      dateTime={entry.createdAt}
                      className="mt-0.5 block text-xs text-ink-muted sm:hidden"
                    >
                      {formatDateTime(entry.createdAt)}
                    </time>
                  </td>
                  <td
                    className={classNames(
                      'py-2 pr-4 text-right font-semibold tabular-nums',
                      entry.amount > 0
                        ? 'text-success'
                        : entry.amount < 0
                          ? 'text-ink'
                          : 'text-ink-muted',
                    )}
                  >
                    {formatCreditChange(entry.amount)}
                  </td>
                  <td className="py-2 text-right tabular-nums">{entry.balanceAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  );
}
