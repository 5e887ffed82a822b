import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import { InfoIcon } from 'lucide-react';

type CalloutTone = 'info' | 'warning' | 'danger' | 'accent';

const tones: Record<CalloutTone, string> = {
  info: 'border-info/25 bg-info-soft text-ink [&_svg]:text-info',
  warning: 'border-warning/25 bg-warning-soft text-ink [&_svg]:text-warning',
  danger: 'border-danger/25 bg-danger-soft text-ink [&_svg]:text-danger',
  accent: 'border-accent/25 bg-accent-soft text-ink [&_svg]:text-accent',
};

interface CalloutProps {
  children: ReactNode;
  title?: string;
  tone?: CalloutTone;
  /** 'alert' announces the text as soon as it appears; use it only for messages that just arrived. */
  role?: 'alert' | 'status' | 'note';
  className?: string;
}

/** A tinted box that sets a notice apart from the text around it. */
export function Callout({ children, title, tone = 'info', role, className }: CalloutProps) {
  return (
    <div
      role={role}
      className={classNames('flex gap-3 rounded-lg border p-4', tones[tone], className)}
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 leading-relaxed">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div className={title ? 'mt-1' : undefined}>{children}</div>
      </div>
    </div>
  );
}
