import { useId, type ReactNode } from 'react';
import { classNames } from '../../../components/ui/class-names.ts';

interface ResultsSectionProps {
  title: ReactNode;
  /** One plain sentence under the heading saying what the section holds. */
  description?: ReactNode;
  /** Controls that act on the whole section, shown beside the heading (an export button). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * One section of the analysis panel: a region named by its h2 (the page has the h1), with an
 * optional description and actions.
 */
export function ResultsSection({
  title,
  description,
  actions,
  children,
  className,
}: ResultsSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classNames('text-ink', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="font-serif text-xl leading-snug text-brand-strong">
          {title}
        </h2>
        {actions}
      </div>
      {description ? (
        <p className="mt-1 text-sm leading-relaxed text-ink-muted">{description}</p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
