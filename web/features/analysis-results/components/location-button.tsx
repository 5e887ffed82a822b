import type { ReactNode } from 'react';
import { TextSearchIcon } from 'lucide-react';
import type { ShowRangeHandler } from '../show-range.ts';

interface LocationButtonProps {
  start: number;
  end: number;
  page: number;
  onShowRange: ShowRangeHandler;
  /** What the item is, e.g. the term's name and value; it is the start of the button's name. */
  children: ReactNode;
}

/**
 * A list item that is itself a button: pressing it shows the item's words on the page. The
 * page number is part of its name ("... Show on page 4"), so the action is never a surprise.
 */
export function LocationButton({ start, end, page, onShowRange, children }: LocationButtonProps) {
  return (
    <button
      type="button"
      onClick={() => onShowRange(start, end, page)}
      className="group flex w-full items-start justify-between gap-3 rounded-lg border border-line bg-surface px-3.5 py-3 text-left transition-colors hover:border-brand/40 hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      <span className="min-w-0 flex-1 break-words">{children}</span>
      {/* Separates the item from the page in the button's name; a flex row ignores it. */}
      <span className="sr-only">, </span>
      <span className="mt-0.5 inline-flex shrink-0 items-center gap-1 text-xs font-medium text-brand">
        <TextSearchIcon className="size-4" />
        {`Show on page ${page}`}
      </span>
    </button>
  );
}
