import { classNames } from '../../../components/ui/class-names.ts';
import { Section } from '../../../components/ui/section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const PRINCIPLES = [
  {
    title: 'Show the words',
    text: 'Every finding quotes the exact words it is based on, checked against the document, and shows you where they are. You should never have to take our word for it.',
  },
  {
    title: 'Say what we do not know',
    text: 'The confidence score says how much of the document was understood and why not more. When a document does not answer a question, Ask-AI says so instead of guessing.',
  },
  {
    title: 'Explain, do not advise',
    text: 'We describe what a document says and what to ask about it. We do not tell you what to do, and we tell you plainly when a lawyer is the right next step.',
  },
  {
    title: 'Private by default',
    text: 'Documents go to no third party unless the operator chooses an AI provider. They are deleted when you ask, and your browser forgets them after 24 hours.',
  },
  {
    title: 'Runs anywhere',
    text: 'The whole service runs on one machine with no network and no API keys. The same code grows to PostgreSQL, S3 storage and the AI provider of your choice when you need it.',
  },
] as const;

/** The principles the product is built on. */
export function PrinciplesSection() {
  return (
    <Section tone="surface" labelledBy="principles-title">
      <SectionHeading id="principles-title" title="What we hold ourselves to" />
      {/* Two wide cards over three narrow ones: five principles without an empty cell. */}
      <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-6">
        {PRINCIPLES.map((principle, index) => (
          <li
            key={principle.title}
            className={classNames(
              'rounded-xl border border-line bg-paper p-6 md:last:col-span-2',
              index < 2 ? 'lg:col-span-3' : 'lg:col-span-2',
            )}
          >
            <span aria-hidden="true" className="font-serif text-2xl text-accent">
              {index + 1}
            </span>
            <h3 className="mt-2 text-lg font-semibold text-ink">{principle.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">{principle.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
