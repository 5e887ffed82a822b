import { Container } from '../../components/ui/container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { SupportEmailLink } from '../../components/ui/support-email-link.tsx';
import { ACCOUNT_TOPICS } from './help/account-topics.tsx';
import { FaqGroupSection } from './help/faq-group.tsx';
import { USING_TOPICS } from './help/using-topics.tsx';

const TOPICS = [...USING_TOPICS, ...ACCOUNT_TOPICS];

/** The help centre: frequently asked questions by topic, and how to reach support. */
export default function HelpPage() {
  usePageTitle('Help and FAQ');
  return (
    <>
      <PageHeader
        eyebrow="Help"
        title="Help and frequently asked questions"
        lede="Answers to the questions people ask most about uploading documents, reading an analysis, credits and privacy."
      />
      <Container className="grid gap-12 py-14 lg:grid-cols-[14rem_1fr] lg:gap-16">
        <nav aria-label="Help topics" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-[0.12em] text-ink-muted">
            Topics
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:block lg:space-y-1">
            {TOPICS.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex min-h-9 items-center rounded-md border border-line bg-surface px-3 text-sm text-ink no-underline hover:border-brand hover:text-brand lg:border-0 lg:bg-transparent lg:px-0 lg:text-base"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-12">
          {TOPICS.map((group) => (
            <FaqGroupSection key={group.id} group={group} />
          ))}
          <section
            aria-labelledby="contact-title"
            className="rounded-xl border border-brand/15 bg-brand-soft p-6 sm:p-8"
          >
            <h2 id="contact-title" className="font-serif text-2xl text-brand-strong">
              Still need help?
            </h2>
            <p className="mt-3 leading-relaxed text-ink">
              Write to <SupportEmailLink />. Tell us what you were doing and, if you saw one, the
              error ID. Please do not send confidential documents by email.
            </p>
          </section>
        </div>
      </Container>
    </>
  );
}
