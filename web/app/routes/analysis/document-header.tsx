import { useQueryClient } from '@tanstack/react-query';
import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { AutoDeleteNotice } from '../../../features/account/index.ts';
import { DocumentActivityDialog } from '../../../features/activity/index.ts';
import { documentCache } from '../../../features/document-cache/index.ts';
import { deleteDocument } from '../../../features/documents/index.ts';
import { notify, notifyError } from '../../../features/notifications/index.ts';
import { formatDate, formatFileSize, pluralize } from '../../../lib/format.ts';
import { PdfReportButton, ShareDialog, useShareStore } from '../../../features/share/index.ts';
import { CompareVersionsDialog } from './compare-versions-dialog.tsx';
import { DownloadOriginalButton } from './download-original-button.tsx';

const FILE_TYPE_NAMES = { pdf: 'PDF', docx: 'Word document', txt: 'Text file' } as const;

// On a phone the five actions share one line: a little less padding each lets them.
const PHONE_PADDING = 'max-[899px]:px-2';

/**
 * The document's name and facts above the workspace, with downloading the original, downloading
 * or sharing the analysis once there is one (its PDF report in one click), comparing it with
 * another version of it, its activity log, and deleting the document (after a confirmation),
 * which also clears it from this browser's cache. When the person has documents deleted
 * automatically, the day this one goes is said under its facts.
 */
export function DocumentHeader({ document }: { document: DocumentResponse }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isComparing, setIsComparing] = useState(false);
  const [isShowingActivity, setIsShowingActivity] = useState(false);
  const isAnalysed = document.analysis.documentType.type !== 'Unknown';

  const confirmDelete = async () => {
    setIsDeleting(true);
    try {
      await deleteDocument(queryClient, document.id);
      await documentCache.remove(document.id).catch(() => undefined);
      notify({
        title: 'Document deleted',
        message: `${document.fileName} and everything made from it were deleted.`,
        severity: 'success',
      });
      void navigate('/dashboard');
    } catch (error) {
      notifyError(error);
    } finally {
      setIsDeleting(false);
      setIsConfirming(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
      <div className="min-w-0 max-[899px]:w-full">
        <div className="flex items-center gap-2">
          <h1
            className="min-w-0 flex-1 truncate font-serif text-xl text-brand-strong"
            title={document.fileName}
          >
            {document.fileName}
          </h1>
          {/* On a phone the actions below fill their line: Activity sits beside the name. */}
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0 px-2 min-[900px]:hidden"
            aria-label="Activity"
            onClick={() => setIsShowingActivity(true)}
          >
            <HistoryIcon aria-hidden="true" className="size-4" />
          </Button>
        </div>
        {/* On a phone one line: the screen's height is the document's and the analysis'. */}
        <p className="text-sm text-ink-muted max-[899px]:truncate">
          {FILE_TYPE_NAMES[document.fileType]} · {pluralize(document.pageCount, 'page')} ·{' '}
          {formatFileSize(document.fileSize)} · uploaded {formatDate(document.createdAt)}
        </p>
        <AutoDeleteNotice createdAt={document.createdAt} className="mt-0.5 text-xs" />
      </div>
      <div className="flex flex-wrap gap-2 max-[899px]:gap-1.5">
        {isAnalysed ? (
          <Button
            size="sm"
            className={PHONE_PADDING}
            aria-label="Download or share"
            onClick={() => useShareStore.getState().open()}
          >
            <ShortOnPhone long="Download or share" short="Share" />
          </Button>
        ) : null}
        {isAnalysed ? (
          <PdfReportButton
            documentId={document.id}
            documentName={document.fileName}
            onError={notifyError}
            className={PHONE_PADDING}
          >
            <ShortOnPhone long="PDF report" short="PDF" />
          </PdfReportButton>
        ) : null}
        {isAnalysed ? (
          <Button
            variant="secondary"
            size="sm"
            className={PHONE_PADDING}
            aria-label="Compare with another version"
            onClick={() => setIsComparing(true)}
          >
            <ShortOnPhone long="Compare with another version" short="Compare" />
          </Button>
        ) : null}
        {document.status === 'ready' ? (
          <DownloadOriginalButton
            document={document}
            className={PHONE_PADDING}
            onError={notifyError}
          >
            <ShortOnPhone long="Download original" short="Original" />
          </DownloadOriginalButton>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          className="max-[899px]:hidden"
          onClick={() => setIsShowingActivity(true)}
        >
          Activity
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className={PHONE_PADDING}
          onClick={() => setIsConfirming(true)}
        >
          Delete
        </Button>
      </div>
      {isAnalysed ? (
        <ShareDialog
          documentId={document.id}
          documentName={document.fileName}
          onError={notifyError}
        />
      ) : null}
      {isAnalysed ? (
        <CompareVersionsDialog
          open={isComparing}
          document={document}
          onClose={() => setIsComparing(false)}
        />
      ) : null}
      <DocumentActivityDialog
        open={isShowingActivity}
        documentId={document.id}
        documentName={document.fileName}
        onClose={() => setIsShowingActivity(false)}
        onError={notifyError}
      />
      <ConfirmDialog
        open={isConfirming}
        title={`Delete ${document.fileName}?`}
        confirmLabel="Delete document"
        busyLabel="Deleting…"
        variant="destructive"
        busy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setIsConfirming(false)}
      >
        The file, its text and any analysis and questions are removed. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}

/** A button's words, shortened on a phone where the buttons share one line. */
function ShortOnPhone({ long, short }: { long: string; short: string }) {
  return (
    <>
      <span className="max-[899px]:hidden">{long}</span>
      <span className="min-[900px]:hidden">{short}</span>
    </>
  );
}
