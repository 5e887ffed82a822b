import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Harness({
  onConfirm = vi.fn(),
  busy = false,
}: {
  onConfirm?: () => void;
  busy?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete lease.pdf
      </button>
      <ConfirmDialog
        open={open}
        title="Delete lease.pdf?"
        confirmLabel="Delete document"
        variant="destructive"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

function pressEscape(dialog: HTMLElement) {
  // What the browser fires on Escape; it closes the dialog unless the event is cancelled.
  const event = new Event('cancel', { cancelable: true });
  fireEvent(dialog, event);
  if (!event.defaultPrevented) (dialog as HTMLDialogElement).close();
}

describe('<ConfirmDialog />', () => {
  it('opens as a modal named by its title and described by its text', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete lease.pdf?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('This cannot be undone.');
  });

  it('puts the first focus on Cancel when the action is destructive', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.pdf' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('calls onConfirm from the confirm button', () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete document' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel and on Escape', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.pdf' }));
    pressEscape(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape and disables its buttons while the action runs', () => {
    const { rerender } = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.pdf' }));
    rerender(<Harness busy />);
    const dialog = screen.getByRole('dialog');
    const event = new Event('cancel', { cancelable: true });
    fireEvent(dialog, event);
    expect(event.defaultPrevented).toBe(true);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });
});
