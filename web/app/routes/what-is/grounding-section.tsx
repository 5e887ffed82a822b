import { Section } from '../../../components/ui/section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

/** Why findings can be trusted: each quotes the exact words, checked against the document. */
export function GroundingSection() {
  return (
    <Section tone="surface" labelledBy="grounding-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <SectionHeading
          id="grounding-title"
          eyebrow="Trust, but verify"
          title="Every finding points at the exact words"
        />
        <div className="space-y-4 text-lg leading-relaxed text-ink-muted">
          <p>
            A red flag is only useful if you can see what it is about. Every finding in an analysis
            carries the words it is based on and the page they are on. Select it and the document
            opens at that page with the words highlighted, so you can read the clause in context and
            judge for yourself.
          </p>
          <p>
            Before an analysis is shown, each quote is checked against the document word for word. A
            finding whose words cannot be found is removed or clearly marked as unverified. Answers
            to your questions follow the same rule: they cite the pages they rely on.
          </p>
        </div>
      </div>
    </Section>
  );
}
