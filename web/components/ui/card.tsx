import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

interface CardProps {
  children: ReactNode;
  as?: 'div' | 'article' | 'li' | 'section';
  className?: string;
  labelledBy?: string;
}

/** A white panel with a hairline border: the one container style used across the site. */
export function Card({ children, as: Element = 'div', className, labelledBy }: CardProps) {
  return (
    <Element
      aria-labelledby={labelledBy}
      className={classNames(
        'rounded-xl border border-line bg-surface p-6 shadow-[0_1px_2px_rgba(27,36,48,0.05)]',
        className,
      )}
    >
      {children}
    </Element>
  );
}
