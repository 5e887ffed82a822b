import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { CREDITS_PER_ANALYSIS } from '../../../../common/plans/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useUserPlan } from '../../../features/account/index.ts';
import { readAnalysis } from '../../../features/analysis-results/index.ts';
import { UploadDropzone } from '../../../features/documents/index.ts';
import { formatRole } from '../../../features/reader-switch/index.ts';
import { pluralize } from '../../../lib/format.ts';
import { ChooseAnalyzedVersion } from './choose-analyzed-version.tsx';
import { CreditCheckDialog } from './credit-check-dialog.tsx';
import { useNewVersionAnalysis, type NewVersionState } from './use-new-version-analysis.ts';

/** Whether a document has an analysis to compare. */
function isAnalyzed(document: DocumentResponse): boolean {
  return document.analysis.documentType.type !== 'Unknown';
}

/**
 * "Compare with another version" (issue 34): the document whose workspace this is, is the old
 * version; the new one is chosen from the person's other analyzed documents (free), or
 * uploaded here through the dashboard's upload and then analyzed for the same reader (a
 * credit, asked for as any analysis is). Then the compare screen opens. Closing it resets it.
 */
export function CompareVersionsDialog({
  open,
  document,
  onClose,
}: {
  open: boolean;
  document: DocumentResponse;
  onClose: () => void;
}) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The title takes the focus as the dialog opens (ModalDialog's effect, a child's, has shown it
  // by then): the browser would give it to the first control there, the upload area while the
  // documents are still loading.
  useEffect(() => {
    if (open) titleRef.current?.focus();
  }, [open]);

  return (
    <ModalDialog open={open} labelledBy={titleId} className="max-w-xl" onClose={onClose}>
      <h2
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        className="rounded-sm font-serif text-xl text-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Compare with another version
      </h2>
      {open ? <CompareVersionsBody document={document} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

function CompareVersionsBody({
  document,
  onClose,
}: {
  document: DocumentResponse;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const readerRole = readAnalysis(document.analysis)?.perspective?.role ?? null;
  const openComparison = (newDocumentId: string) =>
    void navigate(
      `/compare/${encodeURIComponent(document.id)}/${encodeURIComponent(newDocumentId)}`,
    );
  const { state, analyze } = useNewVersionAnalysis({
    readerRole,
    onReady: (analyzed) => openComparison(analyzed.id),
  });
  const [uploaded, setUploaded] = useState<DocumentResponse | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const onUploaded = (newDocument: DocumentResponse) => {
    // A file uploaded and analyzed before (the upload found it) needs no second analysis.
    if (isAnalyzed(newDocument)) return openComparison(newDocument.id);
    setUploaded(newDocument);
    setIsChecking(true);
  };

  if (state.phase === 'analyzing' || state.phase === 'matching-reader') {
    return <AnalyzingNewVersion state={state} readerRole={readerRole} onClose={onClose} />;
  }
  return (
    <>
      <p className="mt-1 text-sm text-ink-muted">
        <span className="font-medium text-ink">{document.fileName}</span> is the old version. Choose
        the new one from your analyzed documents, or upload it.
      </p>
      <ChooseAnalyzedVersion oldDocumentId={document.id} onChoose={openComparison} />
      <div className="mt-6 border-t border-line pt-5">
        {uploaded ? (
          <UploadedVersion document={uploaded} onAnalyze={() => setIsChecking(true)} />
        ) : (
          <UploadDropzone
            headingLevel={3}
            title="Or upload the new version"
            onOpenDocument={onUploaded}
          />
        )}
        <AnalysisCost readerRole={readerRole} />
        <AnalysisProblem state={state} />
      </div>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
      {uploaded ? (
        <CreditCheckDialog
          open={isChecking}
          title={`Analyze ${uploaded.fileName}?`}
          onCancel={() => setIsChecking(false)}
          onConfirm={() => {
            setIsChecking(false);
            void analyze(uploaded);
          }}
        />
      ) : null}
    </>
  );
}

/** What analyzing an uploaded version costs, and the balance it comes from. */
function AnalysisCost({ readerRole }: { readerRole: string | null }) {
  const credits = useUserPlan().data?.credits;
  return (
    <p className="mt-3 text-sm text-ink-muted">
      {`An uploaded version is analyzed${readerRole ? ` for you as ${formatRole(readerRole)}` : ''}, like any analysis: it costs ${pluralize(CREDITS_PER_ANALYSIS, 'credit')}.`}
      {credits === undefined ? null : ` You have ${pluralize(credits, 'credit')}.`}
    </p>
  );
}

/** A version uploaded and read, but not analyzed yet (the credit check was left). */
function UploadedVersion({
  document,
  onAnalyze,
}: {
  document: DocumentResponse;
  onAnalyze: () => void;
}) {
  return (
    <div className="rounded-xl border border-line bg-paper p-4">
      <h3 className="font-serif text-lg text-brand-strong">The new version</h3>
      <p className="mt-1 text-sm text-ink">
        {document.fileName} is uploaded and read. Analyze it to compare it.
      </p>
      <Button className="mt-3" onClick={onAnalyze}>
        Analyze and compare
      </Button>
    </div>
  );
}

/** Why the last analysis of an uploaded version did not lead to a comparison. */
function AnalysisProblem({ state }: { state: NewVersionState }) {
  if (state.phase === 'failed') {
    return (
      <Callout tone="warning" role="alert" title="The analysis failed" className="mt-4">
        <p>{state.job.errorMessage}</p>
        <p className="mt-1">Your credit has been returned.</p>
      </Callout>
    );
  }
  if (state.phase === 'error') {
    const described = describeError(state.error);
    return (
      <Callout tone="danger" role="alert" title={described.title} className="mt-4">
        <p>{described.message}</p>
        <p className="mt-1">{described.action}</p>
      </Callout>
    );
  }
  return null;
}

/** The new version's analysis under way, then its reading for the same reader. */
function AnalyzingNewVersion({
  state,
  readerRole,
  onClose,
}: {
  state: Extract<NewVersionState, { phase: 'analyzing' | 'matching-reader' }>;
  readerRole: string | null;
  onClose: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The choices it replaces had the focus: the heading takes it, not the page behind.
  useEffect(() => headingRef.current?.focus(), []);
  const message =
    state.phase === 'matching-reader'
      ? `Reading it for you as ${formatRole(readerRole ?? '')}`
      : (state.progress?.message ?? 'Starting the analysis');
  return (
    <div className="mt-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-serif text-lg text-brand-strong">
        Analyzing {state.fileName}
      </h3>
      <p role="status" className="mt-2 text-sm text-ink">
        {message}
      </p>
      <ProgressBar
        className="mt-3"
        label={`Analyzing ${state.fileName}`}
        {...(state.phase === 'analyzing' && state.progress
          ? { value: state.progress.progress }
          : {})}
      />
      <p className="mt-3 text-sm text-ink-muted">
        The comparison opens when it is done. If you close this, the analysis goes on and the
        document waits in your list.
      </p>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
