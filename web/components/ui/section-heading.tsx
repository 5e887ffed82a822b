import type { ReactNode } from 'react';
import { classNames } from './class-names.ts';

interface SectionHeadingProps {
  /** Used as the heading's id so the surrounding section can be labelled by it. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lede?: ReactNode;
  align?: 'start' | 'center';
  className?: string;
}

/** The h2 that opens a page section, with an optional small label above and a lede below. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  lede,
  align = 'start',
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={classNames('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}
    >
      {eyebrow ? (
        <p className="mb-3 text-sm font-semibold uppercase tracking-[0.12em] text-accent">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="font-serif text-3xl leading-tight text-brand-strong sm:text-4xl">
        {title}
      </h2>
      {lede ? <p className="mt-4 text-lg leading-relaxed text-ink-muted">{lede}</p> : null}
    </div>
  );
}
