import { useId } from 'react';
import type { Obligation, ObligationType } from '../../../../common/analysis/analysis-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { CalendarIcon } from 'lucide-react';
import type { Bearer } from '../reader-roles.ts';
import { formatDuration } from '../../../../common/analysis/format-duration.ts';
import { formatDate, parseCalendarDate } from '../../../lib/format.ts';
import { ShowOnPageButton } from './show-on-page-button.tsx';
import type { ShowRangeHandler } from '../show-range.ts';

const TYPE_LABELS: Record<ObligationType, string> = {
  payment: 'Payment',
  notice: 'Notice',
  delivery: 'Delivery',
  confidentiality: 'Confidentiality',
  compliance: 'Compliance',
  performance: 'Performance',
  reporting: 'Reporting',
  insurance: 'Insurance',
  restriction: 'Restriction',
  other: 'Other',
};

/**
 * One obligation: whose duty it is, what must be done, by when (words, date, repeat), and where
 * it is said.
 */
export function ObligationItem({
  obligation,
  owner,
  onShowRange,
}: {
  obligation: Obligation;
  /** Whose duty it is; the reader's own are marked "Yours". */
  owner?: Bearer;
  onShowRange: ShowRangeHandler;
}) {
  const actionId = useId();
  const deadline = obligation.deadline;
  const date = deadline?.date && parseCalendarDate(deadline.date) ? deadline.date : null;

  return (
    <article
      aria-labelledby={actionId}
      data-testid="obligation"
      className="rounded-lg border border-line bg-surface p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h4 id={actionId} className="font-medium leading-snug break-words text-ink">
          {obligation.action}
        </h4>
        <Badge className="shrink-0">{TYPE_LABELS[obligation.type]}</Badge>
      </div>
      {owner ? (
        // The group's heading shows it; said again here for who moves from item to item.
        <p className="sr-only">
          {'Whose duty: '}
          <span data-testid="obligation-owner">{owner.owner}</span>
        </p>
      ) : null}
      {deadline ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          {deadline.text ? (
            <>
              <dt className="text-ink-muted">Deadline</dt>
              <dd className="break-words text-ink">{deadline.text}</dd>
            </>
          ) : null}
          {date ? (
            <>
              <dt className="text-ink-muted">Date</dt>
              <dd className="inline-flex items-center gap-1.5 font-medium text-ink">
                <CalendarIcon className="size-4 text-brand" />
                <time dateTime={date}>{formatDate(date)}</time>
              </dd>
            </>
          ) : null}
          {deadline.duration ? (
            <>
              <dt className="text-ink-muted">Time allowed</dt>
              <dd className="text-ink">
                {formatDuration(deadline.duration)}
                {deadline.trigger ? ` after ${deadline.trigger}` : ''}
              </dd>
            </>
          ) : null}
          {deadline.recurrence ? (
            <>
              <dt className="text-ink-muted">Repeats</dt>
              <dd className="text-ink">{deadline.recurrence}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">No deadline is set.</p>
      )}
      <div className="mt-2">
        <ShowOnPageButton
          start={obligation.start}
          end={obligation.end}
          page={obligation.page}
          section={obligation.section}
          onShowRange={onShowRange}
          describedBy={actionId}
        />
      </div>
    </article>
  );
}
