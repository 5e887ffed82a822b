import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { deleteDocument } from '../document-actions.ts';

interface DeleteDocumentDialogProps {
  /** The document to delete; null keeps the dialog closed. */
  document: DocumentResponse | null;
  onClose: () => void;
  /** After a successful delete, e.g. to confirm it and move focus somewhere that still exists. */
  onDeleted?: (document: DocumentResponse) => void;
  /** The delete failed; the dialog has closed. */
  onError?: (error: unknown) => void;
}

/** Asks before deleting a document for good, then deletes it. */
export function DeleteDocumentDialog({
  document,
  onClose,
  onDeleted,
  onError,
}: DeleteDocumentDialogProps) {
  const queryClient = useQueryClient();
  const [isDeleting, setIsDeleting] = useState(false);
  // Kept while the dialog closes, so its title does not go blank.
  const [shown, setShown] = useState(document);
  if (document && document !== shown) setShown(document);

  const confirm = async () => {
    if (!document) return;
    setIsDeleting(true);
    try {
      await deleteDocument(queryClient, document.id);
      onClose();
      onDeleted?.(document);
    } catch (error) {
      onClose();
      onError?.(error);
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <ConfirmDialog
      open={document !== null}
      title={`Delete ${shown?.fileName ?? 'this document'}?`}
      confirmLabel="Delete document"
      busyLabel="Deleting…"
      variant="destructive"
      busy={isDeleting}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      The file, its text and any analysis and questions are removed. This cannot be undone.
    </ConfirmDialog>
  );
}
