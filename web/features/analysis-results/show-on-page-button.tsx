import { getButtonClassName } from '../../components/ui/button-styles.ts';
import { TextSearchIcon } from 'lucide-react';
import type { ShowRangeHandler } from './show-range.ts';

interface ShowOnPageButtonProps {
  start: number;
  end: number;
  page: number;
  onShowRange: ShowRangeHandler;
  /** The id of the finding's title, so "Show on page 3" is read with what it shows. */
  describedBy?: string;
}

/** "Show on page N": asks the viewer to show and highlight a finding's words. */
export function ShowOnPageButton({
  start,
  end,
  page,
  onShowRange,
  describedBy,
}: ShowOnPageButtonProps) {
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      onClick={() => onShowRange(start, end, page)}
      className={getButtonClassName('ghost', 'sm', '-ml-3.5')}
    >
      <TextSearchIcon className="size-4" />
      {`Show on page ${page}`}
    </button>
  );
}
