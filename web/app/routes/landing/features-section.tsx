import {
  CalendarIcon,
  FileTextIcon,
  FlagIcon,
  GaugeIcon,
  ListChecksIcon,
  MessageSquareTextIcon,
  ShareIcon,
  TextSearchIcon,
  type LucideIcon,
} from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

interface Feature {
  Icon: LucideIcon;
  title: string;
  text: string;
}

const FEATURES: readonly Feature[] = [
  {
    Icon: FileTextIcon,
    title: 'What kind of document it is',
    text: 'A services agreement, an NDA, a lease, an employment contract, terms of service. Knowing the type tells the rest of the analysis what to look for.',
  },
  {
    Icon: FlagIcon,
    title: 'Red flags, most serious first',
    text: 'Clauses that could cost you, such as automatic renewal, one-sided termination, uncapped liability or a broad non-compete. Each says why it matters and what you could ask for.',
  },
  {
    Icon: ListChecksIcon,
    title: 'Your obligations and deadlines',
    text: 'What each side has promised to do, and by when: notice periods, payment terms, reporting duties.',
  },
  {
    Icon: CalendarIcon,
    title: 'Key dates and terms',
    text: 'The parties, effective date, term, renewal and expiry, governing law and amounts, gathered in one place.',
  },
  {
    Icon: MessageSquareTextIcon,
    title: 'Questions answered from the document',
    text: 'Ask in plain English and get an answer that cites the page it came from. When the document does not say, you are told so.',
  },
  {
    Icon: ShareIcon,
    title: 'Download or share',
    text: 'Keep a report for your records, or send a read-only link to someone you trust to look it over.',
  },
];

/** The landing page's list of what an analysis gives you, with the two promises behind it. */
export function FeaturesSection() {
  return (
    <Section tone="surface" labelledBy="features-title">
      <SectionHeading
        id="features-title"
        eyebrow="What you get"
        title="A clear reading of the document in front of you"
        lede="Legal Explainer reads the whole document and sets out what matters, in the order it matters."
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ Icon, title, text }) => (
          <Card as="li" key={title} className="bg-paper/60">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand">
              <Icon className="size-5" strokeWidth={1.75} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
            <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
          </Card>
        ))}
      </ul>
      <div className="mt-12 grid gap-5 lg:grid-cols-2">
        <Commitment
          Icon={TextSearchIcon}
          title="Every finding shows its words"
          text="Select a red flag or an obligation and the document opens at the right page with the clause highlighted. Quotes are checked against the document word for word; anything that cannot be found there is left out or marked."
        />
        <Commitment
          Icon={GaugeIcon}
          title="An honest confidence score"
          text="Each analysis says how likely its findings are to be right, measured against expert labels, and what lowered its confidence, such as scanned pages that were hard to read."
        />
      </div>
    </Section>
  );
}

function Commitment({ Icon, title, text }: Feature) {
  return (
    <div className="flex gap-4 rounded-xl border border-brand/15 bg-brand-soft p-6">
      <Icon className="mt-0.5 size-6 shrink-0 text-brand" strokeWidth={1.75} />
      <div>
        <h3 className="font-serif text-xl text-brand-strong">{title}</h3>
        <p className="mt-2 leading-relaxed text-ink">{text}</p>
      </div>
    </div>
  );
}
