import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

/**
 * Typesets long-form text (policies, terms, explanations) from plain elements, so page files
 * can be written as ordinary headings, paragraphs and lists.
 */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={classNames(
        'max-w-[68ch] leading-relaxed text-ink',
        '[&_h2]:mt-12 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:text-brand-strong',
        '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
        '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
        '[&>*:first-child]:mt-0 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-ink',
        '[&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:decoration-brand/40 [&_a]:underline-offset-4 hover:[&_a]:decoration-brand',
        className,
      )}
    >
      {children}
    </div>
  );
}
