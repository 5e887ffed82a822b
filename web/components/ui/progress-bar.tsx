import { classNames } from './class-names.ts';

interface ProgressBarProps {
  /** 0 to 100; leave it out while the amount is unknown. */
  value?: number;
  /** What is progressing, read by screen readers ("Uploading lease.pdf"). */
  label: string;
  /** The value in words when a bare percentage would mislead, e.g. "Page 3 of 12". */
  valueText?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A thin bar that fills from left to right. It is a progressbar for assistive technology;
 * pair it with a status message for announcements, since progress bars are not announced.
 */
export function ProgressBar({
  value,
  label,
  valueText,
  className,
  'data-testid': testId,
}: ProgressBarProps) {
  const percent = value === undefined ? undefined : Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      data-testid={testId}
      className={classNames('h-2 w-full overflow-hidden rounded-full bg-brand-soft', className)}
    >
      <div
        className={classNames(
          'h-full rounded-full bg-brand transition-[width] duration-300 ease-out motion-reduce:transition-none',
          percent === undefined && 'w-1/3 motion-safe:animate-pulse',
        )}
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
