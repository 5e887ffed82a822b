import { Section } from '../../../components/ui/section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const CONTENTS = [
  {
    term: 'Document type',
    detail:
      'What the document is, for example a services agreement, a non-disclosure agreement, a residential lease or a website’s terms of service. If it is not a legal document at all, you are told, and no credit is used.',
  },
  {
    term: 'Plain-English summary',
    detail:
      'A few sentences on who the parties are, what each side gets and gives, and how long the arrangement lasts.',
  },
  {
    term: 'Clauses',
    detail:
      'The provisions that matter, sorted into the 41 categories lawyers use to review commercial contracts: governing law, termination for convenience, non-compete, exclusivity, assignment, liability caps, audit rights, renewal, intellectual property and more.',
  },
  {
    term: 'Red flags, ranked by severity',
    detail:
      'Clauses that are unusual, one-sided or costly, marked high, medium or low. Each one explains in plain words why it matters and suggests what you could check or ask the other side.',
  },
  {
    term: 'Obligations with deadlines',
    detail:
      'What each party must do and when: give notice, pay, deliver, report, keep something confidential. Where the document sets a deadline or a notice period, it is listed with the obligation.',
  },
  {
    term: 'Key dates and terms',
    detail:
      'The parties, the agreement and effective dates, the initial term, renewal and expiry, notice periods, amounts and the governing law.',
  },
  {
    term: 'Missing clauses',
    detail:
      'Protections you would usually expect in this type of document but that are not there, such as a cap on liability in a services agreement. Sometimes an absence matters more than anything written.',
  },
  {
    term: 'Overall confidence',
    detail:
      'A score from 0 to 100 for how likely the findings are to be right, with the reasons it is lower than it could be.',
  },
] as const;

/** The list of what every analysis contains, as a description list. */
export function AnalysisContentsSection() {
  return (
    <Section labelledBy="contents-title">
      <SectionHeading
        id="contents-title"
        title="What an analysis contains"
        lede="Every analysis has the same parts, so you always know where to look."
      />
      <dl className="mt-10 grid gap-5 md:grid-cols-2">
        {CONTENTS.map((item, index) => (
          <div key={item.term} className="rounded-xl border border-line bg-surface p-6">
            <dt className="flex items-baseline gap-3 text-lg font-semibold text-ink">
              <span aria-hidden="true" className="font-serif text-base text-accent">
                {String(index + 1).padStart(2, '0')}
              </span>
              {item.term}
            </dt>
            <dd className="mt-2 leading-relaxed text-ink-muted">{item.detail}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
