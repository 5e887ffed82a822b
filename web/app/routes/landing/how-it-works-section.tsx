import { Section } from '../../../components/ui/section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const STEPS = [
  {
    title: 'Upload your document',
    text: 'A PDF, a Word document (DOCX) or plain text, up to 10 MB. Scanned PDFs are read with text recognition. One analysis uses one credit.',
  },
  {
    title: 'Read the analysis',
    text: 'Usually ready within seconds: a plain-English summary, red flags ranked by severity, your obligations and the key dates. Select any finding to see its words highlighted on the page.',
  },
  {
    title: 'Ask, download, share',
    text: 'Ask follow-up questions and get answers with page references. Download a report, or share a read-only link with your adviser.',
  },
] as const;

/** The three steps from upload to answers. */
export function HowItWorksSection() {
  return (
    <Section labelledBy="how-title">
      <SectionHeading
        id="how-title"
        eyebrow="How it works"
        title="From upload to understanding in three steps"
      />
      <ol className="mt-12 grid gap-8 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative border-t-2 border-brand pt-6">
            <span aria-hidden="true" className="font-serif text-4xl leading-none text-accent">
              {index + 1}
            </span>
            <h3 className="mt-3 text-lg font-semibold text-ink">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
