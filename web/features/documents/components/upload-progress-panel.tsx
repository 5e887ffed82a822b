import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useDocumentStore } from '../document-store.ts';

/** The upload under way: file name, a bar with its percentage, and the way to stop it. */
export function UploadingPanel({ fileName, onCancel }: { fileName: string; onCancel: () => void }) {
  const percent = useDocumentStore((state) => state.uploadProgress);
  return (
    <div className="mx-auto max-w-md text-left">
      <div className="flex items-baseline justify-between gap-4">
        <p className="min-w-0 font-medium break-words text-ink">Uploading {fileName}</p>
        <p className="shrink-0 text-sm tabular-nums text-ink-muted" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <ProgressBar
        value={percent}
        label={`Uploading ${fileName}`}
        className="mt-3"
        data-testid="upload-progress"
      />
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}

/** The server reading the uploaded file: its latest step ("Reading page 3 of 12") and a bar. */
export function ProcessingPanel({
  documentId,
  fileName,
}: {
  documentId: string;
  fileName: string;
}) {
  const progress = useDocumentStore((state) => state.processingProgress[documentId]);
  const message = progress?.message ?? 'Preparing the document…';
  return (
    <div className="mx-auto max-w-md text-left">
      <p className="font-medium break-words text-ink">Reading {fileName}</p>
      <p className="mt-1 text-sm text-ink-muted" data-testid="processing-message">
        {message}
      </p>
      <ProgressBar
        value={progress?.progress}
        label={`Reading ${fileName}`}
        valueText={progress ? `${Math.round(progress.progress)}%: ${message}` : message}
        className="mt-3"
        data-testid="processing-progress"
      />
    </div>
  );
}
