import { Card } from '../../../components/ui/card.tsx';
import { ScaleIcon } from 'lucide-react';
import { Section } from '../../../components/ui/section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const SEE_A_LAWYER_WHEN = [
  'The amounts at stake are large, or you are buying property, a business or shares.',
  'You are in a dispute, have received legal papers, or face a deadline with legal consequences.',
  'You are asked to give up rights: a settlement, a release, or the end of your employment.',
  'The contract is governed by the law of a country you do not know.',
  'Something in the analysis worries you, or its confidence is low.',
] as const;

/** What the product is not: an explainer rather than a lawyer, and when a lawyer is the answer. */
export function NotAdviceSection() {
  return (
    <Section tone="surface" labelledBy="not-advice-title">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="not-advice-title"
            eyebrow="What it is not"
            title="An explainer, not a lawyer"
          />
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink-muted">
            <p>
              Legal Explainer helps you read a document and ask better questions about it. It does
              not give legal advice, and using it does not make anyone your lawyer.
            </p>
            <p>
              It does not know your circumstances, the law where you live, or what was agreed
              outside the document, and like any reader it can miss things or get them wrong. Use it
              to prepare, not to decide.
            </p>
          </div>
        </div>
        <Card className="self-start bg-paper p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <ScaleIcon className="size-6 text-accent" strokeWidth={1.75} />
            <h3 className="font-serif text-xl text-brand-strong">When to talk to a lawyer</h3>
          </div>
          <ul className="mt-5 space-y-3">
            {SEE_A_LAWYER_WHEN.map((reason) => (
              <li key={reason} className="flex gap-3 leading-relaxed text-ink">
                <span
                  aria-hidden="true"
                  className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent"
                />
                <span>{reason}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </Section>
  );
}
