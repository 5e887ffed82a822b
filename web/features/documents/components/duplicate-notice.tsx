import { useEffect, useRef } from 'react';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { getButtonClassName } from '../../../components/ui/button-styles.ts';
import { formatDate } from '../../../lib/format.ts';

interface DuplicateNoticeProps {
  document: DocumentResponse;
  onOpen: () => void;
  onCancel: () => void;
}

/**
 * Said when the user uploads bytes they uploaded before: no second copy was made, so the
 * choice is to open the earlier one or leave it. Focus moves to the main choice.
 */
export function DuplicateNotice({ document, onOpen, onCancel }: DuplicateNoticeProps) {
  const openRef = useRef<HTMLButtonElement>(null);
  useEffect(() => openRef.current?.focus(), []);
  return (
    <div
      data-testid="duplicate-notice"
      className="mx-auto max-w-md rounded-lg border border-info/25 bg-info-soft p-4 text-left"
    >
      <p className="font-semibold text-ink">
        You uploaded this file before, on {formatDate(document.createdAt)}.
      </p>
      <p className="mt-1 text-sm break-words text-ink-muted">{document.fileName}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          ref={openRef}
          type="button"
          onClick={onOpen}
          className={getButtonClassName('primary', 'sm')}
        >
          Open existing document
        </button>
        <button type="button" onClick={onCancel} className={getButtonClassName('secondary', 'sm')}>
          Cancel
        </button>
      </div>
    </div>
  );
}
