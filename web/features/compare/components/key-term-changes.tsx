import { useId } from 'react';
import type { KeyTermChange } from '../../../../common/compare/comparison.ts';
import { formatTermValue } from '../../../../common/compare/change-wording.ts';

/** The key terms and dates whose value differs: "Fees: $5,000 per month → $7,500 per month". */
export function KeyTermChanges({ terms }: { terms: readonly KeyTermChange[] }) {
  const headingId = useId();
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="font-serif text-xl text-brand-strong">
        Key terms changed
      </h3>
      <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-surface">
        {terms.map((term, index) => (
          <li key={index} data-testid="key-term-change" className="px-4 py-3 text-sm text-ink">
            <span className="font-semibold">{term.label}</span>
            {': '}
            <span className={term.before === null ? 'text-ink-muted italic' : undefined}>
              {formatTermValue(term.before)}
            </span>
            {' → '}
            <span className={term.after === null ? 'text-ink-muted italic' : 'font-medium'}>
              {formatTermValue(term.after)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
