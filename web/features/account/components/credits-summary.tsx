import { useId } from 'react';
import { getPlan, getPlanDisplayName, isLowOnCredits } from '../../../../common/plans/plans.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { useStartTrial } from '../use-start-trial.ts';
import { useUserPlan } from '../use-user-plan.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatCredits } from '../credit-format.ts';

/** A message for the page to show, e.g. as a toast (features do not import each other). */
export interface AccountNotice {
  title: string;
  message: string;
  severity: 'success' | 'info' | 'warning' | 'error';
}

export interface CreditsSummaryProps {
  /** The trial was started, to confirm it with a toast. */
  onNotify?: (notice: AccountNotice) => void;
  /** Starting the trial failed (including TRIAL_ALREADY_USED), to show it with a toast. */
  onError?: (error: unknown) => void;
  className?: string;
}

/** Credits the free trial grants (the free plan's one-off allowance). */
const TRIAL_CREDITS = getPlan('free').credits;

/**
 * The dashboard's plan and credit balance: the plan's name, the credits left, a warning when
 * they run low, and the free trial while it is available. Loads the plan when it appears.
 */
export function CreditsSummary({ onNotify, onError, className }: CreditsSummaryProps) {
  const { data: plan, isLoading } = useUserPlan();
  const trial = useStartTrial();
  const headingId = useId();

  // Before the first answer a balance of 0 would be a false alarm; a failed load is only
  // logged (SPEC section 7), so the summary then stays out of the way.
  if (!plan) {
    if (!isLoading) return null;
    return (
      <p className={className} role="status">
        <span className="text-sm text-ink-muted">Loading your plan…</span>
      </p>
    );
  }

  const { credits, trialAvailable, planExpiresAt } = plan;
  const planName = getPlanDisplayName(plan.plan);
  // The whole free trial, none of it used yet, is no reason for alarm: the warning waits for
  // the balance to fall.
  const isWholeTrial = plan.plan === 'free' && credits === TRIAL_CREDITS;
  const isLow = isLowOnCredits(credits, plan.plan) && !isWholeTrial;
  const isStartingTrial = trial.isPending;
  const beginTrial = () => {
    trial.mutate(undefined, {
      onSuccess: (started) => {
        onNotify?.({
          title: 'Free trial started',
          message: `${formatCredits(started.credits)} ready to use. Upload a contract to analyze it.`,
          severity: 'success',
        });
      },
      onError: (error) => onError?.(error),
    });
  };

  return (
    <Card as="section" labelledBy={headingId} className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <div>
          <h2
            id={headingId}
            className="text-sm font-semibold tracking-wide text-ink-muted uppercase"
          >
            Your plan
          </h2>
          <p className="mt-1 font-serif text-2xl text-brand-strong">{planName}</p>
          {planExpiresAt ? (
            <p className="mt-1 text-sm text-ink-muted" data-testid="plan-end">
              Paid until {formatDate(planExpiresAt)}, then the Free Plan
            </p>
          ) : null}
        </div>
        <p className="text-lg text-ink" data-testid="credit-balance">
          <span className="font-semibold">{formatCredits(credits)}</span> left
        </p>
      </div>

      {isLow && credits > 0 ? (
        <Callout tone="warning" className="mt-4">
          You have {formatCredits(credits)} left. Plans with more analyses are on the{' '}
          <TextLink to="/pricing">pricing page</TextLink>.
        </Callout>
      ) : null}

      {credits === 0 && !trialAvailable ? (
        <Callout tone="warning" className="mt-4">
          You have no credits left. <TextLink to="/pricing">See plans and prices</TextLink> to keep
          analyzing documents.
        </Callout>
      ) : null}

      {trialAvailable ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button onClick={beginTrial} disabled={isStartingTrial} aria-busy={isStartingTrial}>
            {isStartingTrial
              ? 'Starting free trial…'
              : `Start free trial (${TRIAL_CREDITS} analyses)`}
          </Button>
          <p className="text-sm text-ink-muted">
            No payment needed. One credit analyzes one document.
          </p>
        </div>
      ) : null}
    </Card>
  );
}
