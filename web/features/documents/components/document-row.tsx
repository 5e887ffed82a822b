import { useQueryClient } from '@tanstack/react-query';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { getButtonClassName } from '../../../components/ui/button-styles.ts';
import { FileTextIcon, TrashIcon } from 'lucide-react';
import { formatDate, formatFileSize, pluralize } from '../../../lib/format.ts';
import { formatFileType } from '../file-rules.ts';
import { dismissDocument } from '../document-actions.ts';
import { getShownStatus, useDocumentStore } from '../document-store.ts';
import { describeRefusal, findAnalysis } from '../document-list-view.ts';
import { DocumentStatus } from './document-status.tsx';

// The small ghost button's shape in the danger colour, so the destructive action reads as such.
const DELETE_BUTTON_CLASSES =
  'inline-flex min-h-9 items-center justify-center gap-2 rounded-lg px-3.5 text-sm font-medium text-danger transition-colors hover:bg-danger-soft ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

interface DocumentRowProps {
  document: DocumentResponse;
  onDelete: (document: DocumentResponse) => void;
}

/**
 * One document in the list: what it is, where it stands, and the buttons to open or delete it.
 * A document whose reading failed is already gone from the server, so it can only be dismissed.
 */
export function DocumentRow({ document, onDelete }: DocumentRowProps) {
  const queryClient = useQueryClient();
  const progress = useDocumentStore((state) => state.processingProgress[document.id]);
  const status = getShownStatus(document, progress);
  const details = [
    formatFileType(document.fileType),
    formatFileSize(document.fileSize),
    pluralize(document.pageCount, 'page'),
    `Uploaded ${formatDate(document.createdAt)}`,
  ];
  return (
    <li
      data-testid="document-row"
      data-document-id={document.id}
      data-status={status}
      className="flex flex-col gap-4 py-5 sm:flex-row sm:items-start"
    >
      <FileTextIcon className="hidden size-6 shrink-0 text-brand sm:mt-0.5 sm:block" />
      <div className="min-w-0 flex-1">
        {/* A name with no spaces wraps anywhere rather than pushing the buttons off the row. */}
        <h3 className="font-medium text-ink [overflow-wrap:anywhere]">{document.fileName}</h3>
        <p className="mt-1 text-sm text-ink-muted">
          {details.map((detail, index) => (
            <span key={detail}>
              {index > 0 ? <span aria-hidden="true"> · </span> : null}
              {index > 0 ? <span className="sr-only">, </span> : null}
              {detail}
            </span>
          ))}
        </p>
        {status === 'ready' ? <AnalysisSummary document={document} /> : null}
      </div>
      <div className="shrink-0">
        <DocumentStatus document={document} progress={progress} />
      </div>
      <div className="flex shrink-0 gap-2">
        {status === 'failed' ? (
          <button
            type="button"
            onClick={() => dismissDocument(queryClient, document.id)}
            aria-label={`Dismiss ${document.fileName}`}
            className={getButtonClassName('secondary', 'sm')}
          >
            Dismiss
          </button>
        ) : (
          <>
            <ButtonLink
              to={`/analysis/${encodeURIComponent(document.id)}`}
              variant="secondary"
              size="sm"
              aria-label={`Open ${document.fileName}`}
            >
              Open
            </ButtonLink>
            <button
              type="button"
              onClick={() => onDelete(document)}
              aria-label={`Delete ${document.fileName}`}
              className={DELETE_BUTTON_CLASSES}
            >
              <TrashIcon className="size-4" />
              Delete
            </button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * Whether the document has been analyzed: its type and red flags, why its analysis was refused,
 * or that it has not been analyzed yet.
 */
function AnalysisSummary({ document }: { document: DocumentResponse }) {
  const analysis = findAnalysis(document);
  const refusal = describeRefusal(document);
  if (refusal) {
    return (
      <p className="mt-1 text-sm text-warning" data-testid="document-analysis-summary">
        {refusal.message}
      </p>
    );
  }
  if (!analysis) {
    return (
      <p className="mt-1 text-sm text-ink-muted" data-testid="document-analysis-summary">
        Not analyzed yet
      </p>
    );
  }
  const flags = analysis.redFlags.length;
  return (
    <p className="mt-1 text-sm text-ink" data-testid="document-analysis-summary">
      Analyzed: {analysis.documentType.type}
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      <span className={flags > 0 ? 'font-medium text-danger' : undefined}>
        {flags} {flags === 1 ? 'red flag' : 'red flags'}
      </span>
    </p>
  );
}
