import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Comparison } from '../../../../common/compare/comparison.ts';
import { describeComparisonReader } from '../../../../common/compare/change-wording.ts';

/**
 * Above the comparison: the way back to the old version's workspace, both versions' names
 * (old → new), whom both were read for, and the downloads.
 */
export function ComparisonHeader({
  oldDocumentId,
  oldName,
  newName,
  reader,
  downloads,
}: {
  oldDocumentId: string;
  oldName: string;
  newName: string;
  reader: Comparison['reader'];
  downloads?: ReactNode;
}) {
  const readerText = describeComparisonReader(reader);
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <div className="min-w-0 max-[899px]:w-full">
        <Link
          to={`/analysis/${encodeURIComponent(oldDocumentId)}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Back to {oldName}
        </Link>
        <h1 className="mt-1 font-serif text-xl break-words text-brand-strong">
          <span className="sr-only">Comparing</span> <span data-testid="old-name">{oldName}</span>{' '}
          <span aria-hidden="true">→</span> <span className="sr-only">with</span>{' '}
          <span data-testid="new-name">{newName}</span>
        </h1>
        {readerText ? <p className="text-sm text-ink-muted">Read for you as {readerText}</p> : null}
      </div>
      {downloads}
    </div>
  );
}
