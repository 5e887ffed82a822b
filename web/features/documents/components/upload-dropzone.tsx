import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { Button } from '../../../components/ui/button.tsx';
import { classNames } from '../../../components/ui/class-names.ts';
import { UploadIcon } from 'lucide-react';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useDocumentStore } from '../document-store.ts';
import { ACCEPTED_FILE_TYPES } from '../file-rules.ts';
import { useDocumentUpload, type UploadPhase } from '../use-document-upload.ts';
import { DuplicateNotice } from './duplicate-notice.tsx';
import { UploadErrorMessage } from './upload-error-message.tsx';
import { ProcessingPanel, UploadingPanel } from './upload-progress-panel.tsx';

/** The id of the upload area, so other parts of the page can point or move focus to it. */
export const UPLOAD_AREA_ID = 'upload-area';

export interface UploadDropzoneProps {
  /**
   * Called when the new document can be opened, or when the user chooses to open the earlier
   * copy of a file uploaded twice. Without it, the app goes to /analysis/{id}.
   */
  onOpenDocument?: (document: DocumentResponse) => void;
  /**
   * Each failure (a refused file, a failed upload, unreadable text), for a toast; the reason
   * is shown beside the upload area either way.
   */
  onError?: (error: unknown) => void;
  /** The area's heading, and its level where it stands under another (in a dialog, say). */
  title?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Where a user adds a document: drop a file or choose one (PDF, DOCX or TXT). Shows the
 * upload's progress with a cancel button, then the server reading the file page by page, and
 * finally opens it. A file uploaded before is offered back instead of being stored twice.
 */
export function UploadDropzone({
  onOpenDocument,
  onError,
  title = 'Upload a document',
  headingLevel = 2,
  className,
}: UploadDropzoneProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const navigate = useNavigate();
  const openDocument =
    onOpenDocument ??
    ((document: DocumentResponse) => void navigate(`/analysis/${encodeURIComponent(document.id)}`));
  const upload = useDocumentUpload({ onReady: openDocument, onError });
  const { phase } = upload;
  const isBusy = phase.kind === 'uploading' || phase.kind === 'processing' || phase.kind === 'done';
  const maxUploadBytes = usePublicConfig((config) => config.maxUploadBytes);
  const maxMegabytes = Math.round(maxUploadBytes / (1024 * 1024));

  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const hintId = useId();
  const [dragDepth, setDragDepth] = useState(0);
  const isDragging = dragDepth > 0 && !isBusy;

  const handleFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !isBusy) upload.start(file);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    handleFiles(event.target.files);
    // Choosing the same file again must still count as a choice.
    event.target.value = '';
  };
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = isBusy ? 'none' : 'copy';
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragDepth(0);
    handleFiles(event.dataTransfer.files);
  };

  return (
    <section
      id={UPLOAD_AREA_ID}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={classNames('rounded-xl', className)}
    >
      <div
        data-testid="upload-dropzone"
        data-state={phase.kind}
        onDragEnter={() => setDragDepth((depth) => depth + 1)}
        onDragLeave={() => setDragDepth((depth) => Math.max(0, depth - 1))}
        onDragOver={handleDragOver}
        onDrop={handleDrop}
        className={classNames(
          'rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          isDragging ? 'border-brand bg-brand-soft' : 'border-line-strong bg-surface',
        )}
      >
        <Heading id={headingId} className="font-serif text-2xl text-brand-strong">
          {title}
        </Heading>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED_FILE_TYPES}
          onChange={handleChange}
          disabled={isBusy}
          aria-label="Choose a document to upload"
          aria-describedby={hintId}
          data-testid="upload-file-input"
          tabIndex={-1}
          className="sr-only"
        />
        <div className="mt-4">
          {phase.kind === 'idle' ? (
            <>
              <UploadIcon className="mx-auto size-10 text-brand" />
              <p id={hintId} className="mx-auto mt-3 max-w-md text-ink-muted">
                {isDragging
                  ? 'Drop the file to upload it.'
                  : `Drag a PDF, Word (DOCX) or text file here, or choose one from your device. Up to ${maxMegabytes} MB.`}
              </p>
              <Button className="mt-5" onClick={() => inputRef.current?.click()}>
                Choose a file
              </Button>
              {upload.wasCancelled ? (
                <p className="mt-3 text-sm text-ink-muted">Upload cancelled.</p>
              ) : null}
            </>
          ) : (
            <PhaseView phase={phase} upload={upload} onOpen={openDocument} />
          )}
        </div>
      </div>
      <UploadAnnouncement phase={phase} wasCancelled={upload.wasCancelled} />
      {upload.error && phase.kind === 'idle' ? <UploadErrorMessage error={upload.error} /> : null}
    </section>
  );
}

function PhaseView({
  phase,
  upload,
  onOpen,
}: {
  phase: Exclude<UploadPhase, { kind: 'idle' }>;
  upload: ReturnType<typeof useDocumentUpload>;
  onOpen: (document: DocumentResponse) => void;
}) {
  switch (phase.kind) {
    case 'uploading':
      return <UploadingPanel fileName={phase.fileName} onCancel={upload.cancel} />;
    case 'processing':
      return <ProcessingPanel documentId={phase.document.id} fileName={phase.document.fileName} />;
    case 'duplicate':
      return (
        <DuplicateNotice
          document={phase.document}
          onOpen={() => onOpen(phase.document)}
          onCancel={upload.dismissDuplicate}
        />
      );
    case 'done':
      return <p className="font-medium text-ink">Ready. Opening {phase.document.fileName}…</p>;
  }
}

/**
 * A polite live region, always mounted so screen readers notice its changes: it speaks each
 * step of the upload and each processing message, but not every percentage of the upload.
 */
function UploadAnnouncement({
  phase,
  wasCancelled,
}: {
  phase: UploadPhase;
  wasCancelled: boolean;
}) {
  const processingMessage = useDocumentStore((state) =>
    phase.kind === 'processing' ? state.processingProgress[phase.document.id]?.message : undefined,
  );
  return (
    <p role="status" className="sr-only" data-testid="upload-announcement">
      {describePhase(phase, wasCancelled, processingMessage)}
    </p>
  );
}

function describePhase(
  phase: UploadPhase,
  wasCancelled: boolean,
  processingMessage: string | undefined,
): string {
  switch (phase.kind) {
    case 'idle':
      return wasCancelled ? 'Upload cancelled.' : '';
    case 'uploading':
      return `Uploading ${phase.fileName}.`;
    case 'processing':
      return processingMessage ?? `Uploaded. Reading ${phase.document.fileName}.`;
    case 'duplicate':
      return 'You uploaded this file before.';
    case 'done':
      return `${phase.document.fileName} is ready.`;
  }
}
