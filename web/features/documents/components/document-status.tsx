import type { DocumentResponse, ProcessingProgress } from '../../../../common/api/documents.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { describeProcessingFailure } from '../describe-upload-error.ts';
import { describeRefusal } from '../document-list-view.ts';

interface DocumentStatusProps {
  document: DocumentResponse;
  progress: ProcessingProgress | undefined;
}

/**
 * Where a listed document stands: Processing with its live step and bar, Ready, refused as not
 * a legal document, or Failed with the reason its text could not be read.
 */
export function DocumentStatus({ document, progress }: DocumentStatusProps) {
  if (progress?.status === 'failed') {
    const failure = describeProcessingFailure(progress.processingError);
    return (
      <div className="min-w-0 sm:w-56">
        <Badge tone="danger">Failed</Badge>
        <p className="mt-1.5 text-sm text-danger" data-testid="document-failure-reason">
          {failure.message} The file was not kept.
        </p>
      </div>
    );
  }

  if (document.status === 'ready') {
    // Ready would invite an analysis that is refused again; the row says why it was refused.
    const refusal = describeRefusal(document);
    return refusal ? (
      <Badge tone="warning">{refusal.title}</Badge>
    ) : (
      <Badge tone="success">Ready</Badge>
    );
  }

  const message = progress?.message ?? 'Reading the document…';
  return (
    <div className="min-w-0 sm:w-56">
      <Badge tone="info">Processing</Badge>
      <p className="mt-1.5 text-sm text-ink-muted" data-testid="document-processing-message">
        {message}
      </p>
      <ProgressBar
        value={progress?.progress}
        label={`Reading ${document.fileName}`}
        valueText={message}
        className="mt-1.5"
      />
    </div>
  );
}
