import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `isOpen` and closed when it is not: the ref to give
 * the element. The caller owns `isOpen`, so Escape closes it only when the caller says so.
 */
export function useModalDialog(isOpen: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return dialogRef;
}
