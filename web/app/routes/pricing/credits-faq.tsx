import { CREDITS_PER_ANALYSIS } from '../../../../common/plans/plans.ts';
import { Disclosure } from '../../../components/ui/disclosure.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';

/** Short answers about credits and allowances, shown under the plans. */
export function CreditsFaq() {
  return (
    <Section tone="surface" labelledBy="credits-faq-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading
          id="credits-faq-title"
          title="How credits work"
          lede="Credits pay for analyses. Questions about a document have their own monthly allowance."
        />
        <div className="rounded-xl border border-line bg-paper px-6">
          <Disclosure summary="What does one credit buy?">
            <p>
              {CREDITS_PER_ANALYSIS} credit analyzes one document, whatever its length: the document
              type, clauses, red flags, obligations, key dates and confidence. Opening the analysis
              again later, downloading it or sharing it costs nothing.
            </p>
          </Disclosure>
          <Disclosure summary="What if my file is not a legal document?">
            <p>
              If the document turns out not to be a legal document, such as a recipe or a slide
              deck, you are told so and no credit is used.
            </p>
          </Disclosure>
          <Disclosure summary="What happens if an analysis fails?">
            <p>
              If an analysis cannot be completed, for example because the file is damaged or the
              text cannot be extracted, the credit is refunded to your balance automatically.
            </p>
          </Disclosure>
          <Disclosure summary="Do questions about a document use credits?">
            <p>
              No. Ask-AI questions count against your plan’s monthly allowance instead, which resets
              on the 1st of each month. If you use it up, a question pack adds extra questions: they
              do not expire and are used only after your monthly questions.
            </p>
          </Disclosure>
          <Disclosure summary="How do I change plans?">
            <p>
              Once you are signed in, choose a plan on this page or under{' '}
              <TextLink to="/settings">Settings</TextLink>. Questions about plans are answered in
              the <TextLink to="/help">help centre</TextLink>.
            </p>
          </Disclosure>
        </div>
      </div>
    </Section>
  );
}
