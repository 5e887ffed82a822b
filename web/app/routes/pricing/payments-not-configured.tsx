import { Callout } from '../../../components/ui/callout.tsx';

/** Said in place of a purchase button when this server has no Stripe key. */
export const PAYMENTS_NOT_CONFIGURED_SHORT = 'Payments are not configured on this server.';

/** The page-wide explanation, with the command an administrator can use instead. */
export function PaymentsNotConfiguredNote({ className }: { className?: string }) {
  return (
    <Callout role="note" title="Purchases are not available here" className={className}>
      Payments are not configured on this server, so plans, credits and questions cannot be bought
      online. An administrator can grant credits with{' '}
      <code className="rounded bg-surface px-1.5 py-0.5 font-mono text-sm">
        legal-explainer admin grant-credits
      </code>{' '}
      or change a plan with{' '}
      <code className="rounded bg-surface px-1.5 py-0.5 font-mono text-sm">
        legal-explainer admin set-plan
      </code>
      .
    </Callout>
  );
}
