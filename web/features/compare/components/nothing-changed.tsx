import { useId } from 'react';
import { Callout } from '../../../components/ui/callout.tsx';

/** Two versions that differ in nothing reported: said under the same first heading. */
export function NothingChanged({ summary }: { summary: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-serif text-2xl text-brand-strong">
        What changed for you
      </h2>
      <Callout tone="info" title="Nothing changed" className="mt-3">
        <p>{summary}</p>
      </Callout>
    </section>
  );
}
