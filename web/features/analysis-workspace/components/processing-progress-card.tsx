import { useId, type Ref } from 'react';
import type { ProcessingProgress } from '../../../../common/api/documents.ts';
import { Card } from '../../../components/ui/card.tsx';

/** The parts of the processing progress (SPEC section 3) that the card shows. */
export type ProcessingProgressView = Pick<
  ProcessingProgress,
  'isProcessing' | 'currentPage' | 'totalPages' | 'message' | 'progress'
> &
  Partial<Pick<ProcessingProgress, 'status'>>;

interface ProcessingProgressCardProps {
  progress: ProcessingProgressView;
  /** Overrides the title, which otherwise follows the processing state. */
  title?: string;
  className?: string;
  /** Given, the title can take focus (tabIndex -1), for a page that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Shows how far reading a document has got: a titled progress bar, the page being read, and
 * the server's message in a polite live region so screen readers hear each step.
 */
export function ProcessingProgressCard({
  progress,
  title,
  className,
  headingRef,
}: ProcessingProgressCardProps) {
  const titleId = useId();
  const percent = toPercent(progress.progress);
  const pageText = describePage(progress.currentPage, progress.totalPages);

  return (
    <Card as="section" labelledBy={titleId} className={className}>
      <div className="flex items-baseline justify-between gap-4">
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="rounded-sm font-serif text-lg font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {title ?? getDefaultTitle(progress)}
        </h2>
        <span aria-hidden="true" className="text-sm font-medium text-ink-muted tabular-nums">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={pageText ? `${percent}%, ${pageText}` : `${percent}%`}
        className="mt-4 h-2 overflow-hidden rounded-full bg-brand-soft"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p aria-live="polite" className="min-w-0 text-ink">
          {progress.message}
        </p>
        {pageText ? <p className="shrink-0 text-ink-muted tabular-nums">{pageText}</p> : null}
      </div>
    </Card>
  );
}

function getDefaultTitle(progress: ProcessingProgressView): string {
  if (progress.isProcessing) return 'Processing your document';
  return progress.status === 'failed' ? 'Processing stopped' : 'Processing complete';
}

/** A whole percentage within 0..100, whatever arrives. */
function toPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** 'Page 3 of 12', or nothing before the page count is known or the first page has started. */
function describePage(currentPage: number, totalPages: number): string | null {
  if (!(totalPages > 0) || !(currentPage > 0)) return null;
  return `Page ${Math.min(currentPage, totalPages)} of ${totalPages}`;
}
