import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ActivityList } from './activity-list.tsx';
import { DownloadActivityCsv } from './download-activity-csv.tsx';

/**
 * A document's "Activity": when it was uploaded, opened, downloaded, reported, shared, opened
 * by share link, compared, asked about and more, newest first, with the log as CSV. The list is
 * loaded only while the dialog is open, so it is always the latest.
 */
export function DocumentActivityDialog({
  open,
  documentId,
  documentName,
  onClose,
  onError,
}: {
  open: boolean;
  documentId: string;
  documentName: string;
  onClose: () => void;
  onError?: (error: unknown) => void;
}) {
  const titleId = useId();
  const scope = { kind: 'document', documentId } as const;
  return (
    <ModalDialog
      open={open}
      labelledBy={titleId}
      className="max-h-[85vh] max-w-2xl overflow-y-auto"
      onClose={onClose}
    >
      <h2 id={titleId} className="font-serif text-xl break-words text-brand-strong">
        Activity of {documentName}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Everything done with this document, newest first. Nobody can change or remove an entry.
      </p>
      {open ? <ActivityList scope={scope} label={`Activity of ${documentName}`} /> : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {open ? (
          <DownloadActivityCsv
            scope={scope}
            documentName={documentName}
            {...(onError && { onError })}
          />
        ) : null}
        <Button variant="secondary" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
    </ModalDialog>
  );
}
