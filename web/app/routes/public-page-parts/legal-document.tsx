import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Prose } from '../../../components/ui/prose.tsx';
import { parseLongDate } from '../../../../common/dates/long-dates.ts';

/** One numbered part of a policy or terms page. */
export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** Shown as "Last updated"; written out in words so it cannot be misread across locales. */
  updated: string;
  lede: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
}

/** The layout shared by the privacy policy and the terms: summary, contents, numbered sections. */
export function LegalDocument({ title, updated, lede, summary, sections }: LegalDocumentProps) {
  return (
    <>
      <PageHeader title={title} eyebrow="Legal" lede={lede}>
        <p className="mt-4 text-ink-muted">
          Last updated: <time dateTime={parseLongDate(updated)}>{updated}</time>
        </p>
      </PageHeader>
      <Container className="grid gap-12 py-14 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-muted">
            Contents
          </h2>
          <ol className="mt-3 space-y-0.5 text-[0.9375rem]">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block py-1 text-ink no-underline hover:text-brand hover:underline"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0">
          <div className="max-w-[68ch] rounded-xl border border-accent/25 bg-accent-soft p-6 leading-relaxed text-ink">
            <h2 className="font-serif text-xl text-brand-strong">In short</h2>
            <div className="mt-2 [&_li]:mt-1.5 [&_ul]:list-disc [&_ul]:pl-5">{summary}</div>
          </div>
          <Prose className="mt-10 [&>section:first-child>h2]:mt-0">
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>
                  {index + 1}. {section.title}
                </h2>
                {section.body}
              </section>
            ))}
          </Prose>
        </div>
      </Container>
    </>
  );
}
