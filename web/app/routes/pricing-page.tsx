import { PLANS, type PlanId } from '../../../common/plans/plans.ts';
import { Container } from '../../components/ui/container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAuthStore } from '../../features/auth/auth-store.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CreditsFaq } from './pricing/credits-faq.tsx';
import { PlanCard } from './pricing/plan-card.tsx';

// The auth store does not carry the user's plan yet; every signed-in user starts on free.
const SIGNED_IN_DEFAULT_PLAN: PlanId = 'free';

/** The four plans from common/plans, with the current one marked for signed-in visitors. */
export default function PricingPage() {
  usePageTitle('Pricing');
  const isSignedIn = useAuthStore((state) => state.status === 'signed-in');
  const currentPlan = isSignedIn ? SIGNED_IN_DEFAULT_PLAN : null;

  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Plans and credits"
        lede="Start with a free trial. Each plan includes a number of document analyses and Ask-AI questions; every plan gets the full analysis with quoted words and confidence."
      />
      <section aria-label="Plans" className="py-14 sm:py-16">
        <Container>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
            {PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                isSignedIn={isSignedIn}
                isCurrentPlan={plan.id === currentPlan}
              />
            ))}
          </ul>
          <p className="mt-8 text-sm text-ink-muted">
            Prices are in US dollars. Ask-AI allowances reset on the 1st of each month.
          </p>
        </Container>
      </section>
      <CreditsFaq />
    </>
  );
}
