import { Callout } from '../../../components/ui/callout.tsx';

/** Said in place of a purchase button when this server has no Stripe key. */
export const PAYMENTS_NOT_CONFIGURED_SHORT = 'Not for sale on this installation.';

/**
 * The page-wide explanation for a signed-in person: whom to ask. The commands that grant
 * credits are for whoever runs the installation, and are in the README, not here.
 */
export function PaymentsNotConfiguredNote({ className }: { className?: string }) {
  return (
    <Callout role="note" title="Purchases are not available here" className={className}>
      Plans, credits and questions cannot be bought on this installation. Ask the person who runs it
      to add credits or change your plan.
    </Callout>
  );
}
