import type { ReactNode } from 'react';

/** The email address the login panels share, so it survives a switch between them. */
export interface EmailProps {
  email: string;
  onEmailChange: (email: string) => void;
}

/** Focuses the first field with a problem after a refused submit. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The line under a login panel that offers the other way in. */
export function SwitchLine({
  text,
  action,
  onClick,
}: {
  text: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="mt-6 border-t border-line pt-5 text-center text-[0.9375rem] text-ink-muted">
      {text} <LinkButton onClick={onClick}>{action}</LinkButton>
    </p>
  );
}

/** An action that reads like a link (it changes the panel, not the page). */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-sm text-[0.9375rem] font-medium text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {children}
    </button>
  );
}
