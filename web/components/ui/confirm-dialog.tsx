import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { getButtonClassName } from './button-styles.ts';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Delete lease.pdf?"; it names the dialog for screen readers. */
  title: string;
  /** What happens if the user confirms. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'destructive' colours the confirm button red and puts the first focus on Cancel. */
  variant?: 'default' | 'destructive';
  /** The confirmed action is running: both buttons wait and Escape does nothing. */
  busy?: boolean;
  busyLabel?: string;
  /** Keeps the confirm button off until the user has done what the dialog asks, e.g. typed a name. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

// The primary button's shape with the danger colour (white on danger is about 7:1).
const DESTRUCTIVE_BUTTON_CLASSES =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-danger px-5 text-[0.9375rem] font-medium text-white shadow-sm transition-colors hover:bg-[#861f17] ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Asks the user to confirm an action, in a modal built on the native <dialog>: the browser
 * keeps focus inside it and makes the page behind inert, Escape cancels, and focus returns to
 * the control that opened it when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'default',
  busy = false,
  busyLabel,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const isDestructive = variant === 'destructive';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The safe choice first when the action cannot be undone.
      (isDestructive ? cancelRef : confirmRef).current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, isDestructive]);

  const handleCancelEvent = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The parent owns `open`; the dialog closes when it says so.
    event.preventDefault();
    if (!busy) onCancel();
  };
  const handleClose = () => {
    // Browsers may close the dialog on Escape despite preventDefault; keep the parent in step.
    if (open) onCancel();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={handleCancelEvent}
      onClose={handleClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-line bg-surface p-6 text-ink shadow-xl backdrop:bg-brand-strong/45"
    >
      <h2 id={titleId} className="font-serif text-xl leading-snug text-brand-strong break-words">
        {title}
      </h2>
      <div id={descriptionId} className="mt-3 leading-relaxed text-ink-muted">
        {children}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={cancelRef}
          type="button"
          disabled={busy}
          onClick={onCancel}
          className={getButtonClassName('secondary')}
        >
          {cancelLabel}
        </button>
        <button
          ref={confirmRef}
          type="button"
          disabled={busy || confirmDisabled}
          onClick={onConfirm}
          className={isDestructive ? DESTRUCTIVE_BUTTON_CLASSES : getButtonClassName('primary')}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
