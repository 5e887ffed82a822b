import { getPlanDisplayName, type Plan } from '../../../../common/plans/plans.ts';
import { PURCHASE_IDS, type PurchaseId } from '../../../../common/plans/purchases.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { CheckList } from '../../../components/ui/check-list.tsx';
import { classNames } from '../../../components/ui/class-names.ts';
import { formatCount } from '../../../lib/format.ts';
import { PAYMENTS_NOT_CONFIGURED_SHORT } from './payments-not-configured.tsx';

interface PlanCardProps {
  plan: Plan;
  /** Whether a signed-in visitor is looking; changes where the button leads. */
  isSignedIn: boolean;
  isCurrentPlan: boolean;
  /** Whether this server takes payments (Stripe Checkout); otherwise a note replaces buying. */
  paymentsEnabled: boolean;
  /** The purchase whose checkout is opening, if any: every buy button waits for it. */
  pendingPurchase: PurchaseId | null;
  onBuy: (purchase: PurchaseId) => void;
}

/** One plan on the pricing page: name, monthly price, allowances, features and the next step. */
export function PlanCard({ plan, isCurrentPlan, ...action }: PlanCardProps) {
  const name = getPlanDisplayName(plan.id);
  const titleId = `plan-${plan.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className={classNames(
        'flex flex-col rounded-xl border bg-surface p-6',
        isCurrentPlan ? 'border-brand ring-1 ring-brand' : 'border-line',
      )}
    >
      <div className="flex min-h-7 flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-serif text-2xl text-brand-strong">
          {name}
        </h2>
        {isCurrentPlan ? <Badge tone="success">Your current plan</Badge> : null}
      </div>
      {/* Three lines reserved on wide screens so the four prices line up. */}
      <p className="mt-2 leading-snug text-ink-muted xl:min-h-[4.125rem]">{plan.summary}</p>

      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="font-serif text-4xl text-ink">${formatCount(plan.monthlyPriceUsd)}</span>
        <span className="text-ink-muted">per month</span>
      </p>

      <dl className="mt-5 space-y-3 border-y border-line py-5 text-sm">
        <div>
          <dt className="font-semibold text-ink">Analysis credits</dt>
          <dd className="text-ink-muted">
            {plan.creditsPer === 'once'
              ? `${formatCount(plan.credits)} credits, once, as a free trial`
              : `${formatCount(plan.credits)} credits every month`}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Ask-AI questions</dt>
          <dd className="text-ink-muted">
            {formatCount(plan.askAiQuestionsPerMonth)} per month, resets on the 1st of each month
          </dd>
        </div>
      </dl>

      <CheckList items={plan.features} className="mt-5 mb-8 text-sm text-ink" />

      <div className="mt-auto">
        <PlanAction plan={plan} name={name} isCurrentPlan={isCurrentPlan} {...action} />
      </div>
    </li>
  );
}

function PlanAction({
  plan,
  name,
  isSignedIn,
  isCurrentPlan,
  paymentsEnabled,
  pendingPurchase,
  onBuy,
}: Omit<PlanCardProps, 'plan'> & { plan: Plan; name: string }) {
  if (isCurrentPlan) {
    // Not a button: there is nothing to do, and a disabled button would be skipped by keyboards.
    return (
      <p className="flex min-h-11 items-center justify-center rounded-lg bg-success-soft px-4 text-sm font-semibold text-success">
        You are on this plan
      </p>
    );
  }
  const isFree = plan.monthlyPriceUsd === 0;
  const purchase = findPlanPurchase(plan);
  // A paid plan that cannot be bought here is never offered, signed in or not.
  if (!isFree && purchase && (isSignedIn || !paymentsEnabled)) {
    if (!paymentsEnabled) {
      return (
        <p className="flex min-h-11 items-center justify-center rounded-lg bg-paper px-4 text-center text-sm text-ink-muted">
          {PAYMENTS_NOT_CONFIGURED_SHORT}
        </p>
      );
    }
    const isOpening = pendingPurchase === purchase;
    return (
      <div className="space-y-2">
        <Button
          variant="primary"
          className="w-full"
          disabled={pendingPurchase !== null}
          aria-label={`Buy one month: ${name}`}
          onClick={() => onBuy(purchase)}
        >
          {isOpening ? 'Opening checkout…' : 'Buy one month'}
        </Button>
        <p className="text-center text-xs text-ink-muted">
          One payment through Stripe, no automatic renewal.
        </p>
      </div>
    );
  }
  const label = isSignedIn ? 'Choose plan' : isFree ? 'Start free trial' : 'Get started';
  return (
    <ButtonLink
      to={isSignedIn ? '/settings' : '/login?mode=signup'}
      variant={isFree ? 'primary' : 'secondary'}
      className="w-full"
      // Four identical "Get started" links need the plan name to be told apart by screen readers.
      aria-label={`${label}: ${name}`}
    >
      {label}
    </ButtonLink>
  );
}

/** The purchase that buys a month of this plan, if it is sold. */
function findPlanPurchase(plan: Plan): PurchaseId | undefined {
  return PURCHASE_IDS.find((id) => id === plan.id);
}
