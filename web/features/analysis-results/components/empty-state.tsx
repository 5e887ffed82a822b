import type { ReactNode } from 'react';

/** What a list says when it has nothing in it, e.g. "No red flags were found." */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-line-strong bg-paper px-4 py-4 text-sm leading-relaxed text-ink-muted">
      {children}
    </p>
  );
}
