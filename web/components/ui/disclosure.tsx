import type { ReactNode } from 'react';
import { ChevronDownIcon } from 'lucide-react';

interface DisclosureProps {
  /** The question; keep it plain text, since headings inside summary confuse some screen readers. */
  summary: ReactNode;
  children: ReactNode;
  id?: string;
}

/**
 * A question that opens to show its answer. Built on native details/summary, so it works with
 * the keyboard, screen readers and the browser's find-in-page without any script.
 */
export function Disclosure({ summary, children, id }: DisclosureProps) {
  return (
    <details id={id} className="group border-b border-line last:border-b-0">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 py-4 font-medium text-ink hover:text-brand [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <ChevronDownIcon className="mt-0.5 size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180" />
      </summary>
      <div className="pb-5 leading-relaxed text-ink-muted [&_p+p]:mt-3">{children}</div>
    </details>
  );
}
