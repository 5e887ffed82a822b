import { useId } from 'react';
import type { Coverage } from '../../../../common/analysis/analysis-schema.ts';
import { describeDroppedFindings, describePagesAnalysed } from '../coverage-text.ts';
import { formatPercent } from '../../../lib/format.ts';
import { ResultsSection } from './results-section.tsx';

/**
 * How much of the document the analysis could read: pages analyzed, pages read by text
 * recognition and how sure it was, parts skipped and why, and findings dropped as unverified.
 */
export function CoverageSection({ coverage }: { coverage: Coverage }) {
  const ocrId = useId();
  const skippedId = useId();
  return (
    <ResultsSection title="Coverage" description="How much of the document the analysis read.">
      <div className="space-y-5 text-sm leading-relaxed">
        <p className="font-medium text-ink">{describePagesAnalysed(coverage)}</p>

        <section aria-labelledby={ocrId}>
          <h3 id={ocrId} className="font-semibold text-ink">
            Scanned pages
          </h3>
          {coverage.ocrPages.length === 0 ? (
            <p className="mt-1 text-ink-muted">No pages needed text recognition (OCR).</p>
          ) : (
            <>
              <p className="mt-1 text-ink-muted">
                These pages were read by text recognition (OCR), which can misread words.
              </p>
              <ul className="mt-2 space-y-1">
                {coverage.ocrPages.map((ocr) => (
                  <li key={ocr.page} className="tabular-nums">
                    {`Page ${ocr.page}: ${formatPercent(ocr.confidence)} confidence`}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section aria-labelledby={skippedId}>
          <h3 id={skippedId} className="font-semibold text-ink">
            Skipped
          </h3>
          {coverage.skipped.length === 0 ? (
            <p className="mt-1 text-ink-muted">Nothing was skipped.</p>
          ) : (
            <ul className="mt-2 space-y-1.5">
              {coverage.skipped.map((part, index) => (
                <li key={index}>
                  <span className="font-medium">{part.what}</span>
                  <span className="text-ink-muted">{`: ${part.reason}`}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <p className="text-ink">{describeDroppedFindings(coverage.unverifiedFindingsDropped)}</p>
      </div>
    </ResultsSection>
  );
}
