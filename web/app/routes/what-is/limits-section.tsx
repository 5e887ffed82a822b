import { Section } from '../../../components/ui/section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const LIMITS = [
  'It explains; it does not advise. It cannot tell you whether to sign, and using it does not create a lawyer–client relationship.',
  'It does not know the law where you live, so it cannot say whether a clause is enforceable there. Consumer, tenancy and employment law often override what a contract says.',
  'It reads only the document you upload. Emails, side letters, earlier versions and schedules that are referred to but not attached are outside its view.',
  'It can miss a clause or put one in the wrong category, especially in unusual drafting, tables and long schedules.',
  'It is built for documents in English.',
] as const;

/** What the analysis cannot do, stated as plainly as what it can. */
export function LimitsSection() {
  return (
    <Section labelledBy="limits-title">
      <SectionHeading
        id="limits-title"
        title="Its limits"
        lede="Knowing what a tool cannot do is part of using it well."
      />
      <ul className="mt-8 max-w-3xl space-y-4">
        {LIMITS.map((limit) => (
          <li key={limit} className="flex gap-3 leading-relaxed text-ink">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" />
            <span>{limit}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
