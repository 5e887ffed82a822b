import type { KeyTerm } from '../../../../common/analysis/analysis-schema.ts';
import { LocationButton } from './location-button.tsx';
import type { ShowRangeHandler } from '../show-range.ts';

// A short tag that says how the term stands, beside its value; stated terms need none.
const STATUS_TAGS: Partial<Record<KeyTerm['status'], string>> = {
  blank: 'Left blank',
  incorporated: 'Not provided',
  'not-found': 'Not found',
};

/** One key term: its value and its words on the page, or, when it has none, why. */
export function KeyTermItem({
  term,
  onShowRange,
}: {
  term: KeyTerm;
  onShowRange: ShowRangeHandler;
}) {
  const tag = STATUS_TAGS[term.status];
  const body = (
    <>
      <span className="block text-xs text-ink-muted">
        {term.label}
        {tag ? (
          <span className="ml-2 whitespace-nowrap rounded-full bg-warning-soft px-2 py-0.5 text-[0.7rem] font-medium text-warning">
            {tag}
          </span>
        ) : null}
      </span>{' '}
      <span
        className={`block ${term.status === 'stated' ? 'font-medium text-ink' : 'text-ink-muted'}`}
      >
        {term.value}
      </span>
    </>
  );
  if (term.status === 'not-found')
    return <div className="rounded-lg border border-dashed border-line px-3.5 py-3">{body}</div>;
  return (
    <LocationButton {...term} onShowRange={onShowRange}>
      {body}
    </LocationButton>
  );
}
