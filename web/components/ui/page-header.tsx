import type { ReactNode } from 'react';
import { Container } from './container.tsx';

interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  lede?: ReactNode;
  children?: ReactNode;
}

/** The top band of an information page: the page's only h1, with a short introduction. */
export function PageHeader({ title, eyebrow, lede, children }: PageHeaderProps) {
  return (
    <header className="border-b border-line bg-surface">
      <Container className="py-14 sm:py-18">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-[0.12em] text-accent">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="font-serif text-4xl leading-tight text-brand-strong sm:text-5xl">
            {title}
          </h1>
          {lede ? <p className="mt-5 text-lg leading-relaxed text-ink-muted">{lede}</p> : null}
          {children}
        </div>
      </Container>
    </header>
  );
}
