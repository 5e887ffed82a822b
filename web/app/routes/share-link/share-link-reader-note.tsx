import { useId } from 'react';
import type { Perspective } from '../../../../common/analysis/analysis-schema.ts';

/**
 * Whose side a shared analysis is written from, without the switch the owner has: "you" in its
 * findings is this party, who may not be the person reading the link.
 */
export function ShareLinkReaderNote({ perspective }: { perspective: Perspective }) {
  const headingId = useId();
  const isNamed = perspective.party.trim() !== perspective.role.trim();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-brand/20 bg-brand-soft/60 p-4"
    >
      <h3 id={headingId} className="text-base leading-snug text-ink">
        <span className="font-normal text-ink-muted">Reading as:</span>{' '}
        <span className="font-semibold text-brand-strong">{`the ${perspective.role}`}</span>
      </h3>
      {isNamed ? <p className="text-sm text-ink-muted">{perspective.party}</p> : null}
      <p className="mt-2 text-sm leading-relaxed text-ink">
        {`Written from this party's side: “you” in the findings means the ${perspective.role}.`}
      </p>
    </section>
  );
}
