import { getPlanDisplayName, type Plan } from '../../../../common/plans/plans.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { CheckList } from '../../../components/ui/check-list.tsx';
import { classNames } from '../../../components/ui/class-names.ts';

interface PlanCardProps {
  plan: Plan;
  /** Whether a signed-in visitor is looking; changes where the button leads. */
  isSignedIn: boolean;
  isCurrentPlan: boolean;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** One plan on the pricing page: name, monthly price, allowances, features and the next step. */
export function PlanCard({ plan, isSignedIn, isCurrentPlan }: PlanCardProps) {
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
        <span className="font-serif text-4xl text-ink">
          ${numberFormat.format(plan.monthlyPriceUsd)}
        </span>
        <span className="text-ink-muted">per month</span>
      </p>

      <dl className="mt-5 space-y-3 border-y border-line py-5 text-sm">
        <div>
          <dt className="font-semibold text-ink">Analysis credits</dt>
          <dd className="text-ink-muted">
            {plan.creditsPer === 'once'
              ? `${numberFormat.format(plan.credits)} credits, once, as a free trial`
              : `${numberFormat.format(plan.credits)} credits every month`}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink">Ask-AI questions</dt>
          <dd className="text-ink-muted">
            {numberFormat.format(plan.askAiQuestionsPerMonth)} per month, resets on the 1st of each
            month
          </dd>
        </div>
      </dl>

      <CheckList items={plan.features} className="mt-5 mb-8 text-sm text-ink" />

      <div className="mt-auto">
        <PlanAction plan={plan} name={name} isSignedIn={isSignedIn} isCurrentPlan={isCurrentPlan} />
      </div>
    </li>
  );
}

function PlanAction({
  plan,
  name,
  isSignedIn,
  isCurrentPlan,
}: {
  plan: Plan;
  name: string;
  isSignedIn: boolean;
  isCurrentPlan: boolean;
}) {
  if (isCurrentPlan) {
    // Not a button: there is nothing to do, and a disabled button would be skipped by keyboards.
    return (
      <p className="flex min-h-11 items-center justify-center rounded-lg bg-success-soft px-4 text-sm font-semibold text-success">
        You are on this plan
      </p>
    );
  }
  const isFree = plan.monthlyPriceUsd === 0;
  const label = isSignedIn ? 'Choose plan' : isFree ? 'Start free trial' : 'Get started';
  return (
    <ButtonLink
      to={isSignedIn ? '/settings' : '/login'}
      variant={isFree ? 'primary' : 'secondary'}
      className="w-full"
      // Four identical "Get started" links need the plan name to be told apart by screen readers.
      aria-label={`${label}: ${name}`}
    >
      {label}
    </ButtonLink>
  );
}
