/*
 * Line icons for the viewer toolbar, drawn like web/components/ui/icons.tsx (24px grid, 1.75
 * stroke, currentColor). Decorative: every button carries its own label.
 */
import { Icon } from '../../components/ui/icons.tsx';

/** A chevron pointing up: the previous page, above this one. */
export function PreviousPageIcon() {
  return (
    <Icon>
      <path d="m6 15 6-6 6 6" />
    </Icon>
  );
}

/** A chevron pointing down: the next page, below this one. */
export function NextPageIcon() {
  return (
    <Icon>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

/** A magnifier with a minus: zoom out. */
export function ZoomOutIcon() {
  return (
    <Icon>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2M8 11h6" />
    </Icon>
  );
}

/** A magnifier with a plus: zoom in. */
export function ZoomInIcon() {
  return (
    <Icon>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2M8 11h6M11 8v6" />
    </Icon>
  );
}

/** Arrows pushing out to both sides: fit the page to the width. */
export function FitWidthIcon() {
  return (
    <Icon>
      <path d="M3 12h18M6.5 8.5 3 12l3.5 3.5M17.5 8.5 21 12l-3.5 3.5M3 4v2M21 4v2M3 18v2M21 18v2" />
    </Icon>
  );
}

/** A circular arrow: back to the starting view. */
export function ResetViewIcon() {
  return (
    <Icon>
      <path d="M4 12a8 8 0 1 0 2.4-5.7" />
      <path d="M4 4v4h4" />
    </Icon>
  );
}

/** A keyboard: the list of shortcuts. */
export function KeyboardIcon() {
  return (
    <Icon>
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <path d="M6 10h.01M9.5 10h.01M13 10h.01M16.5 10h.01M7.5 14h9" />
    </Icon>
  );
}
