import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import {
  ProcessingProgressCard,
  useWorkspaceStore,
} from '../../../features/analysis-workspace/index.ts';
import { AnalysisTabs, readAnalysis } from '../../../features/analysis-results/index.ts';
import { useAnalysisRun, useStoreAnalysis } from '../../../features/analysis-run/index.ts';
import { ReaderSwitcher } from '../../../features/reader-switch/index.ts';
import { useFocusAfterSwap } from '../../../lib/use-focus-after-swap.ts';
import { AnalysisStatus } from './analysis-status.tsx';
import { useShowOnPage } from './use-show-on-page.ts';
import { CreditCheckDialog } from './credit-check-dialog.tsx';

/**
 * The Analysis tab: the results beside the document in their own tabs, each finding showing
 * its words on the page (on a phone, by switching to the document), read from the side the
 * person chose (switching puts the new reading into the page's document query); before
 * that, what an analysis gives and the button that asks for one (after the credit check), its
 * progress, and why it failed if it did. The file's details are the last tab, or follow.
 * Each of those replaces the one before under the person's focus: the new one's heading takes
 * it (the progress, then the results), so a keyboard user is not sent back to the page's top.
 */
export function AnalysisPanel({
  document,
  userId,
  details,
}: {
  document: DocumentResponse;
  userId: string;
  /** The file's own facts (the Details tab). */
  details: ReactNode;
}) {
  const summaryExpanded = useWorkspaceStore((state) => state.summaryExpanded);
  const toggleSummary = useWorkspaceStore((state) => state.toggleSummary);
  const analysisTab = useWorkspaceStore((state) => state.analysisTab);
  const setAnalysisTab = useWorkspaceStore((state) => state.setAnalysisTab);
  const showOnPage = useShowOnPage();
  const detailsHeadingId = useId();
  const { state, run } = useAnalysisRun(document, userId);
  const [isChecking, setIsChecking] = useState(false);
  // One key per confirmed request: a double click or a retry is charged once.
  const idempotencyKey = useRef(crypto.randomUUID());
  const analysis = useMemo(() => readAnalysis(document.analysis), [document.analysis]);
  const storeAnalysis = useStoreAnalysis(document.id, userId);
  // One ref for whichever view is shown: the results, the progress, or the Analyze button's.
  const viewHeadingRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterSwap(viewHeadingRef, analysis ? 'results' : state.phase);

  if (analysis) {
    return (
      <AnalysisTabs
        value={analysisTab}
        onValueChange={setAnalysisTab}
        details={details}
        analysis={analysis}
        documentName={document.fileName}
        summaryExpanded={summaryExpanded}
        onToggleSummary={toggleSummary}
        onShowRange={showOnPage}
        headingRef={viewHeadingRef}
        readerSwitch={
          <ReaderSwitcher
            documentId={document.id}
            perspective={analysis.perspective}
            readers={analysis.readers}
            onSwitched={storeAnalysis}
          />
        }
      />
    );
  }
  return (
    <div className="p-4 sm:p-5">
      <AnalysisStatus headingRef={state.phase === 'running' ? undefined : viewHeadingRef} />
      <div className="space-y-4 px-5 pb-5">
        {state.phase === 'running' ? (
          <ProcessingProgressCard
            headingRef={viewHeadingRef}
            title="Analyzing the document"
            progress={{
              isProcessing: true,
              currentPage: 0,
              totalPages: 0,
              message: state.progress?.message ?? 'Starting the analysis',
              progress: state.progress?.progress ?? 0,
            }}
          />
        ) : (
          <Button onClick={() => setIsChecking(true)}>Analyze</Button>
        )}
        {state.phase === 'failed' ? (
          <Callout tone="warning" role="alert" title={failureTitle(state.job.errorCode)}>
            <p>{state.job.errorMessage}</p>
            <p className="mt-1">Your credit has been returned.</p>
          </Callout>
        ) : null}
        {state.phase === 'error' ? (
          <Callout tone="danger" role="alert" title={describeError(state.error).title}>
            <p>{describeError(state.error).message}</p>
          </Callout>
        ) : null}
      </div>
      <section aria-labelledby={detailsHeadingId} className="mt-6 border-t border-line pt-5">
        <h2 id={detailsHeadingId} className="mb-3 font-serif text-xl text-brand-strong">
          Details
        </h2>
        {details}
      </section>
      <CreditCheckDialog
        open={isChecking}
        onCancel={() => setIsChecking(false)}
        onConfirm={() => {
          setIsChecking(false);
          const key = idempotencyKey.current;
          idempotencyKey.current = crypto.randomUUID();
          void run(key);
        }}
      />
    </div>
  );
}

function failureTitle(code: string | null): string {
  return code === 'NOT_LEGAL_DOCUMENT' ? 'Not a legal document' : 'The analysis failed';
}
