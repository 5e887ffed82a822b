import { ArrowRightIcon } from 'lucide-react';
import { getPlan } from '../../../../common/plans/plans.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { AnalysisPreview } from './analysis-preview.tsx';

/** The opening of the landing page: what the product does, the page's h1, and the two next steps. */
export function HeroSection() {
  const trialCredits = getPlan('free').credits;
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden">
      <Container className="grid items-center gap-14 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <div>
          <p className="mb-4 text-sm font-semibold uppercase tracking-[0.12em] text-accent">
            Contracts, explained
          </p>
          <h1
            id="hero-title"
            className="font-serif text-4xl leading-[1.1] text-brand-strong sm:text-5xl lg:text-[3.5rem]"
          >
            Know what you are signing.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-muted">
            Upload a contract, a lease or a set of terms. Legal Explainer tells you what kind of
            document it is, which clauses deserve a second look, and what you are promising to do
            and by when. Every point shows you the exact words on the page it came from.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/login?mode=signup" size="lg">
              Start free trial
            </ButtonLink>
            <ButtonLink to="/what-is-legal-explainer" size="lg" variant="secondary">
              See what an analysis contains
              <ArrowRightIcon className="size-4.5" strokeWidth={1.75} />
            </ButtonLink>
          </div>
          <p className="mt-5 text-sm text-ink-muted">
            The free trial includes {trialCredits} document analyses. Legal Explainer explains; it
            does not give legal advice.
          </p>
        </div>
        <AnalysisPreview />
      </Container>
    </section>
  );
}
