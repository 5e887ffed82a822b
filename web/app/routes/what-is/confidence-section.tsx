import { Section } from '../../../components/ui/section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const LOWERS_CONFIDENCE = [
  {
    title: 'Clauses the engine is less sure of',
    text: 'Each clause found carries its own probability. When many of them are borderline, the score says so, and the reason tells you to check their words.',
  },
  {
    title: 'Pages that were hard to read',
    text: 'Scanned pages with faint print, skewed photos, handwriting or stamps, where text recognition was unsure of the words.',
  },
  {
    title: 'Pages that could not be read at all',
    text: 'Pages that are only images, or that text recognition could not turn into words. They are listed so you know to read them yourself.',
  },
  {
    title: 'An uncertain document type',
    text: 'A document that mixes several kinds, or is unlike anything the engine was trained on, gets a less certain type and a lower score.',
  },
  {
    title: 'Findings that could not be verified',
    text: 'If a finding’s words could not be matched exactly in the document, it is dropped or marked, and confidence goes down.',
  },
] as const;

/** How the overall confidence score works and what lowers it. */
export function ConfidenceSection() {
  return (
    <Section tone="surface" labelledBy="confidence-title">
      <SectionHeading
        id="confidence-title"
        title="How confidence works"
        lede="The overall confidence is a score from 0 to 100. It estimates the share of the findings shown that an expert would confirm, measured on contracts the engine never saw, and it falls when pages could not be read well. It says nothing about whether the contract is good or bad."
      />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2">
        {LOWERS_CONFIDENCE.map((reason) => (
          <li key={reason.title} className="rounded-xl border border-line bg-paper p-6">
            <h3 className="text-lg font-semibold text-ink">{reason.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">{reason.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl leading-relaxed text-ink">
        <strong className="font-semibold">A high score is not a clean bill of health.</strong> It
        means the findings are likely right, not that the contract is fair. A low score means you
        should check the findings and the parts it names yourself, or ask someone who can.
      </p>
    </Section>
  );
}
