import type { ReactNode } from 'react';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { classNames } from './class-names.ts';

/**
 * A modal on the native <dialog> whose `open` the page owns: Escape and the browser's own
 * closing ask the page to close it (onClose) rather than close it behind the page's back.
 * `className` adds the width (and scrolling) to the shared panel look.
 */
export function ModalDialog({
  open,
  labelledBy,
  busy = false,
  className,
  onClose,
  children,
}: {
  open: boolean;
  /** The id of the dialog's title, which names it for screen readers. */
  labelledBy: string;
  /** Work is under way that closing would abandon: Escape does nothing meanwhile. */
  busy?: boolean;
  className?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialogRef = useModalDialog(open);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // The page owns `open`; the dialog closes when it says so.
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClose={() => {
        // Browsers may close the dialog on Escape despite preventDefault; keep the page in step.
        if (open) onClose();
      }}
      className={classNames(
        'm-auto w-[calc(100%-2rem)] rounded-xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-brand-strong/45',
        className,
      )}
    >
      {children}
    </dialog>
  );
}
