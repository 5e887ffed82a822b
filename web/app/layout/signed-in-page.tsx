import type { ReactNode } from 'react';
import { classNames } from '../../components/ui/class-names.ts';
import { Container } from '../../components/ui/container.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * The frame of a signed-in page such as the dashboard or the settings: its title, in the tab
 * and as the page's one h1, and the sentence under it, above a centred column. `className`
 * sets the column's width.
 */
export function SignedInPage({
  title,
  lede,
  className,
  children,
}: {
  title: string;
  lede: string;
  className?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container className="py-12 sm:py-16">
      <div className={classNames('mx-auto', className)}>
        <h1 className="font-serif text-4xl text-brand-strong">{title}</h1>
        <p className="mt-3 text-lg text-ink-muted">{lede}</p>
        {children}
      </div>
    </Container>
  );
}
