import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'danger' | 'warning' | 'success' | 'info';

// Every pair keeps at least 4.5:1 contrast between text and its soft background.
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-paper text-ink-muted border-line',
  brand: 'bg-brand-soft text-brand border-brand/15',
  accent: 'bg-accent-soft text-accent border-accent/20',
  danger: 'bg-danger-soft text-danger border-danger/20',
  warning: 'bg-warning-soft text-warning border-warning/20',
  success: 'bg-success-soft text-success border-success/20',
  info: 'bg-info-soft text-info border-info/20',
};

/** A short status label, such as a severity or "Your current plan". */
export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}) {
  return (
    <span
      className={classNames(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
