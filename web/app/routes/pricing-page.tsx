import { PLANS } from '../../../common/plans/plans.ts';
import { Container } from '../../components/ui/container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useUserPlan } from '../../features/account/index.ts';
import { useAuthStore } from '../../features/auth/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { ExtraPacks } from './pricing/credit-packs.tsx';
import { CreditsFaq } from './pricing/credits-faq.tsx';
import { PaymentsNotConfiguredNote } from './pricing/payments-not-configured.tsx';
import { PlanCard } from './pricing/plan-card.tsx';
import { notifyError } from '../../features/notifications/index.ts';
import { useCheckout } from '../../features/payments/index.ts';

/**
 * The four plans from common/plans, the credit packs and the Ask-AI question packs, with the
 * signed-in visitor's current plan marked. Paid plans and packs open a Stripe checkout when
 * this server takes payments; otherwise the page says so and how an administrator can grant
 * credits instead.
 */
export default function PricingPage() {
  usePageTitle('Pricing');
  const isSignedIn = useAuthStore((state) => state.status === 'signed-in');
  const paymentsEnabled = usePublicConfig((config) => config.paymentsEnabled);
  const plan = useUserPlan({ enabled: isSignedIn });
  const { pending, buy } = useCheckout(notifyError);
  // Marked only once the server has said which plan it is, so no plan is marked by mistake.
  const currentPlan = isSignedIn ? (plan.data?.plan ?? null) : null;

  const purchaseProps = { isSignedIn, paymentsEnabled, pendingPurchase: pending, onBuy: buy };
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Plans and credits"
        lede="Start with a free trial. Each plan includes a number of document analyses and Ask-AI questions; every plan gets the full analysis with quoted words and confidence."
      />
      <section aria-label="Plans" className="py-14 sm:py-16">
        <Container>
          {isSignedIn && !paymentsEnabled ? <PaymentsNotConfiguredNote className="mb-8" /> : null}
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
            {PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                isCurrentPlan={plan.id === currentPlan}
                {...purchaseProps}
              />
            ))}
          </ul>
          <p className="mt-8 text-sm text-ink-muted">
            Prices are in US dollars. A month of a plan is one payment and does not renew by itself.
            Ask-AI allowances reset on the 1st of each month.
          </p>
        </Container>
      </section>
      <ExtraPacks {...purchaseProps} />
      <CreditsFaq />
    </>
  );
}
