import { ClockIcon, ServerIcon, ShieldCheckIcon, Trash2Icon, type LucideIcon } from 'lucide-react';
import { Section } from '../../../components/ui/section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';

interface PrivacyPoint {
  Icon: LucideIcon;
  title: string;
  text: string;
}

const POINTS: readonly PrivacyPoint[] = [
  {
    Icon: ServerIcon,
    title: 'Runs on our server, or on yours',
    text: 'The analysis engine, database and file storage all run on one server. No API keys and no outside services are needed, so an organisation can run Legal Explainer itself.',
  },
  {
    Icon: ShieldCheckIcon,
    title: 'No third parties by default',
    text: 'Your document is not sent to any outside company. Only if the operator of this server connects an AI provider, such as OpenAI or Anthropic, is its text sent there for analysis.',
  },
  {
    Icon: Trash2Icon,
    title: 'Deleted when you ask',
    text: 'Delete a document and it is removed from the server with its analysis and questions. Closing your account deletes everything you uploaded.',
  },
  {
    Icon: ClockIcon,
    title: 'Kept in your browser for 24 hours',
    text: 'Documents you open are cached in your browser so they load instantly. After 24 hours that copy is removed automatically.',
  },
];

/** How documents are handled, stated plainly, with a link to the full policy. */
export function PrivacySection() {
  return (
    <Section labelledBy="privacy-title">
      <SectionHeading
        id="privacy-title"
        eyebrow="Privacy"
        title="Your documents stay yours"
        lede="Contracts are confidential. Legal Explainer is built so that yours go nowhere you did not choose."
      />
      <ul className="mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2">
        {POINTS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-line bg-surface text-brand">
              <Icon className="size-5" strokeWidth={1.75} />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-1.5 leading-relaxed text-ink-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-ink-muted">
        The details are in our <TextLink to="/privacy">privacy policy</TextLink>.
      </p>
    </Section>
  );
}
