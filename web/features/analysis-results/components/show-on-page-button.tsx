import { getButtonClassName } from '../../../components/ui/button-styles.ts';
import { TextSearchIcon } from 'lucide-react';
import { describeSection } from '../../../../common/analysis/section-place.ts';
import type { ShowRangeHandler } from '../show-range.ts';

interface ShowOnPageButtonProps {
  start: number;
  end: number;
  page: number;
  /** The section the words stand in ("12.2 (Termination)"), shown beside the page when known. */
  section?: string;
  onShowRange: ShowRangeHandler;
  /** The id of the finding's title, so "Show on page 3" is read with what it shows. */
  describedBy?: string;
}

/**
 * "Show on page N": asks the viewer to show and highlight a finding's words. Where the section
 * is known it follows, muted: "Show on page 4 · section 12.2 (Termination)".
 */
export function ShowOnPageButton({
  start,
  end,
  page,
  section,
  onShowRange,
  describedBy,
}: ShowOnPageButtonProps) {
  const described = describeSection(section);
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      onClick={() => onShowRange(start, end, page)}
      className={getButtonClassName('ghost', 'sm', '-ml-3.5')}
    >
      <TextSearchIcon className="size-4" />
      {/* One inline run, so the space before the section stays in the button's name. */}
      <span>
        {described ? `Show on page ${page} · ` : `Show on page ${page}`}
        {described ? <span className="font-normal text-ink-muted">{described}</span> : null}
      </span>
    </button>
  );
}
