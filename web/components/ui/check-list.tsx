import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';
import { CheckIcon } from 'lucide-react';

/** A bulleted list whose bullets are ticks, for features and things included. */
export function CheckList({
  items,
  className,
}: {
  items: readonly ReactNode[];
  className?: string;
}) {
  return (
    <ul className={classNames('space-y-2.5', className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-2.5 leading-snug">
          <CheckIcon className="mt-0.5 size-4.5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
