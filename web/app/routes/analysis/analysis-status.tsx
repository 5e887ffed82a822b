import type { Ref } from 'react';
import { NOT_LEGAL_ADVICE_NOTICE } from '../../../features/analysis-results/index.ts';

/**
 * The analysis tab before there is an analysis: says so plainly, and what an analysis of a
 * document shows.
 */
export function AnalysisStatus({
  headingRef,
}: {
  /** Lets the page move focus to the heading (tabIndex -1) when the panel changes under it. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="space-y-4 p-5 text-sm leading-relaxed">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="rounded-sm font-serif text-lg text-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Analysis
      </h2>
      <p>This document has not been analyzed yet.</p>
      <p className="text-ink-muted">
        An analysis names the kind of document, lists its red flags by severity, the obligations of
        each party with their dates, and the key terms, each pointing at the exact words on the
        page.
      </p>
      <p className="border-t border-line pt-4 text-xs text-ink-muted">{NOT_LEGAL_ADVICE_NOTICE}</p>
    </div>
  );
}
