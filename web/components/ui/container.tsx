import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

/** Centres content at the site's reading width (72rem) with responsive side padding. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={classNames('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)}>
      {children}
    </div>
  );
}
