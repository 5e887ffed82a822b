import { Container } from '../../components/ui/container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { SupportEmailLink } from '../../components/ui/support-email-link.tsx';
import { OpenDataSection } from './about/open-data-section.tsx';
import { PrinciplesSection } from './about/principles-section.tsx';

/** Why Legal Explainer exists, the principles behind it, and credit for its open data. */
export default function AboutPage() {
  usePageTitle('About');
  return (
    <>
      <PageHeader
        eyebrow="About"
        title="Contracts should be understandable"
        lede="Anyone asked to sign a contract deserves to understand it first. Legal Explainer gives everyone a careful first reading, in plain English, that shows its working."
      />
      <section aria-labelledby="mission-title" className="py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          <h2
            id="mission-title"
            className="font-serif text-3xl leading-tight text-brand-strong sm:text-4xl"
          >
            Why we built it
          </h2>
          <div className="space-y-4 text-lg leading-relaxed text-ink-muted">
            <p>
              Contracts decide who pays, who is responsible when things go wrong, and how you can
              leave. Yet most people sign leases, job offers and service agreements without reading
              every clause, because the language is dense and a lawyer’s time is expensive.
            </p>
            <p>
              Legal Explainer closes part of that gap. It reads the whole document, points at the
              words that matter, and tells you what to ask, so that you arrive at a negotiation, or
              at a lawyer’s office, already knowing where to look.
            </p>
            <p>
              It earns trust by showing its working: every finding quotes the exact words, and a
              confidence score tells you how much was understood. And because it runs anywhere, with
              no API keys, a firm or an organisation can keep its documents on its own servers.
            </p>
          </div>
        </Container>
      </section>
      <PrinciplesSection />
      <OpenDataSection />
      <section aria-labelledby="contact-title" className="pb-20">
        <Container>
          <div className="rounded-xl border border-brand/15 bg-brand-soft p-6 sm:p-8">
            <h2 id="contact-title" className="font-serif text-2xl text-brand-strong">
              Get in touch
            </h2>
            <p className="mt-3 leading-relaxed text-ink">
              Questions, feedback or a finding we got wrong: <SupportEmailLink />.
            </p>
          </div>
        </Container>
      </section>
    </>
  );
}
