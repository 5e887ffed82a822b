import { useId, type ReactNode, type Ref } from 'react';
import { NOT_LEGAL_ADVICE_NOTICE } from '../../../../common/analysis/not-legal-advice.ts';
import type { Analysis } from '../../../../common/analysis/analysis-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { ScaleIcon } from 'lucide-react';
import { clampScore, getConfidenceLevel } from '../confidence-level.ts';
import { ConfidenceReasons } from './confidence-reasons.tsx';
import { formatPercent } from '../../../lib/format.ts';
import { PartyList } from './party-list.tsx';

// The notice lives in common/ so reports made on the server carry the same words; it is
// re-exported for the pages that import it from this feature.
export { NOT_LEGAL_ADVICE_NOTICE };

/**
 * The top of the analysis: what kind of document this is and how sure that is, who the parties
 * are, whose side it is read from (`readerSwitch`, placed by the page), the overall confidence
 * with its reasons, and the not-legal-advice notice.
 */
export function AnalysisHeader({
  analysis,
  readerSwitch,
  headingRef,
}: {
  /** Only the parts the header shows, so a shared analysis without the others fits too. */
  analysis: Pick<Analysis, 'documentType' | 'overallConfidence' | 'confidenceReasons' | 'parties'>;
  readerSwitch?: ReactNode;
  /** Given, the heading (the document type) can take focus, as the results' first words. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const headingId = useId();
  const score = clampScore(analysis.overallConfidence);
  const level = getConfidenceLevel(score);

  return (
    <section aria-labelledby={headingId} className="text-ink">
      <p className="text-xs font-semibold uppercase tracking-[0.12em] text-accent">Document type</p>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="mt-1 rounded-sm font-serif text-2xl leading-tight text-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {analysis.documentType.type}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {`${formatPercent(analysis.documentType.confidence)} sure of the document type`}
      </p>

      {analysis.parties.length > 0 ? <PartyList parties={analysis.parties} /> : null}

      {readerSwitch ? <div className="mt-5">{readerSwitch}</div> : null}

      <div className="mt-5 rounded-lg border border-line bg-paper p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-ink">Overall confidence</h3>
          <Badge tone={level.tone}>{level.label}</Badge>
        </div>
        <p
          data-testid="overall-confidence"
          className="mt-1 font-serif text-3xl text-brand-strong tabular-nums"
        >
          {score}
          <span className="text-base text-ink-muted"> / 100</span>
        </p>
        <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-brand-soft">
          <div className="h-full rounded-full bg-brand" style={{ width: `${score}%` }} />
        </div>
        <ConfidenceReasons reasons={analysis.confidenceReasons} />
      </div>

      <p className="mt-4 flex gap-2 text-sm leading-relaxed text-ink-muted">
        <ScaleIcon className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>{NOT_LEGAL_ADVICE_NOTICE}</span>
      </p>
    </section>
  );
}
