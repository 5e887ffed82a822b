import type { ReactNode } from 'react';
import { classNames } from '../../../components/ui/class-names.ts';

interface ToolbarButtonProps {
  /** What the button does, e.g. 'Zoom in'; its accessible name. */
  label: string;
  /** The keyboard shortcut, shown in the tooltip as 'Zoom in (+)'. */
  shortcut: string;
  onClick: () => void;
  /** Shown as unavailable, but keeps focus so keyboard users are not thrown out of the toolbar. */
  unavailable?: boolean;
  /** Text shown beside the icon on wider screens. */
  text?: string;
  children: ReactNode;
}

/** A compact toolbar button whose tooltip names its shortcut. */
export function ToolbarButton({
  label,
  shortcut,
  onClick,
  unavailable = false,
  text,
  children,
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={`${label} (${shortcut})`}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
      className={classNames(
        'inline-flex min-h-9 min-w-9 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700',
        'hover:bg-slate-100 hover:text-slate-900',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
      )}
    >
      {children}
      {text ? <span className="hidden sm:inline">{text}</span> : null}
    </button>
  );
}
