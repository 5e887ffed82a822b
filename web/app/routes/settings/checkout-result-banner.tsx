import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Payment } from '../../../../common/api/payments.ts';
import { describeCode } from '../../../../common/errors/catalogue.ts';
import { getPurchase } from '../../../../common/plans/purchases.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Callout } from '../../../components/ui/callout.tsx';
import { refreshAccount } from '../../../features/account/index.ts';
import { logger } from '../../../lib/logger.ts';
import { fetchLatestPayment } from '../../../features/payments/index.ts';

/** How often, and how many times, to ask whether Stripe's confirmation has arrived. */
export const CONFIRMATION_POLL_MS = 2000;
export const CONFIRMATION_POLLS = 10;

type Outcome =
  | { kind: 'cancelled' }
  | { kind: 'confirming' }
  | { kind: 'paid'; payment: Payment }
  | { kind: 'failed'; payment: Payment }
  | { kind: 'unconfirmed' };

/**
 * The banner after Stripe sends the browser back to /settings?checkout=success|cancelled.
 * Stripe's webhook may arrive after the browser does, so on success it asks for the latest
 * payment a few times until it is paid or failed, then loads the plan and credits again.
 */
export function CheckoutResultBanner() {
  const [searchParams, setSearchParams] = useSearchParams();
  const result = searchParams.get('checkout');
  // What Stripe's confirmation said, once the server has it; until then the banner waits.
  const [confirmation, setConfirmation] = useState<Outcome | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (result !== 'success') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      let payment: Payment | null = null;
      try {
        payment = await fetchLatestPayment();
      } catch (error) {
        logger.warn('Could not read the latest payment', error);
      }
      if (stopped) return;
      if (payment?.status === 'paid' || payment?.status === 'failed') {
        setConfirmation({ kind: payment.status, payment });
        void refreshAccount(queryClient);
      } else if (attempt + 1 < CONFIRMATION_POLLS) {
        timer = setTimeout(() => void check(attempt + 1), CONFIRMATION_POLL_MS);
      } else {
        setConfirmation({ kind: 'unconfirmed' });
        void refreshAccount(queryClient);
      }
    };
    void check(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [queryClient, result]);

  const outcome: Outcome | null =
    result === 'cancelled'
      ? { kind: 'cancelled' }
      : result === 'success'
        ? (confirmation ?? { kind: 'confirming' })
        : null;
  if (!outcome) return null;
  const dismiss = () =>
    setSearchParams(
      (params) => {
        params.delete('checkout');
        return params;
      },
      { replace: true },
    );
  const { title, message, tone } = describeOutcome(outcome);
  return (
    <Callout role="status" tone={tone} title={title} className="mt-8">
      <p>{message}</p>
      {outcome.kind === 'confirming' ? null : (
        <Button variant="ghost" size="sm" className="mt-2 -ml-3.5" onClick={dismiss}>
          Dismiss
        </Button>
      )}
    </Callout>
  );
}

function describeOutcome(outcome: Outcome): {
  title: string;
  message: string;
  tone: 'info' | 'accent' | 'danger' | 'warning';
} {
  switch (outcome.kind) {
    case 'cancelled':
      return {
        title: 'Checkout cancelled',
        message: 'Nothing was charged. You can choose a plan or credits again whenever you like.',
        tone: 'info',
      };
    case 'confirming':
      return {
        title: 'Confirming your payment',
        message: 'Thank you. Your credits appear here as soon as Stripe confirms the payment.',
        tone: 'info',
      };
    case 'paid':
      return {
        title: 'Payment received',
        message: `Thank you. Your account now has ${getPurchase(outcome.payment.purchase).name}.`,
        tone: 'accent',
      };
    case 'failed': {
      // The catalogue's PAYMENT_FAILED text, with Stripe's reason when it gave one.
      const described = describeCode('PAYMENT_FAILED');
      const reason = outcome.payment.failureMessage ? ` ${outcome.payment.failureMessage}` : '';
      return {
        title: described.title,
        message: `${described.message}${reason} ${described.action}`,
        tone: 'danger',
      };
    }
    case 'unconfirmed':
      return {
        title: 'Payment not confirmed yet',
        message:
          'Stripe has not confirmed the payment yet. Your credits are added as soon as it does; reload this page in a minute to see them.',
        tone: 'warning',
      };
  }
}
