import { PURCHASES, type Purchase, type PurchaseId } from '../../../../common/plans/purchases.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PAYMENTS_NOT_CONFIGURED_SHORT } from './payments-not-configured.tsx';

interface CreditPacksProps {
  isSignedIn: boolean;
  paymentsEnabled: boolean;
  pendingPurchase: PurchaseId | null;
  onBuy: (purchase: PurchaseId) => void;
}

const CREDIT_PACKS = PURCHASES.filter((purchase) => purchase.kind === 'credits');

const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Extra analysis credits on top of any plan, bought once. */
export function CreditPacks(props: CreditPacksProps) {
  return (
    <section aria-labelledby="credit-packs-title" className="pb-14 sm:pb-16">
      <Container>
        <h2 id="credit-packs-title" className="font-serif text-2xl text-brand-strong">
          Extra credits
        </h2>
        <p className="mt-2 text-ink-muted">
          Need a few more analyses this month? Add credits to any plan. They do not expire.
        </p>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {CREDIT_PACKS.map((pack) => (
            <CreditPack key={pack.id} pack={pack} {...props} />
          ))}
        </ul>
      </Container>
    </section>
  );
}

function CreditPack({ pack, ...props }: CreditPacksProps & { pack: Purchase }) {
  const titleId = `pack-${pack.id}-title`;
  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-line bg-surface p-6">
      <h3 id={titleId} className="font-semibold text-ink">
        {pack.credits} credits
      </h3>
      <p className="mt-1 font-serif text-3xl text-ink">{priceFormat.format(pack.priceUsd)}</p>
      <p className="mt-1 text-sm text-ink-muted">one payment</p>
      <div className="mt-5">
        <PackAction pack={pack} {...props} />
      </div>
    </li>
  );
}

function PackAction({
  pack,
  isSignedIn,
  paymentsEnabled,
  pendingPurchase,
  onBuy,
}: CreditPacksProps & { pack: Purchase }) {
  const label = `Buy ${pack.credits} credits`;
  if (!isSignedIn) {
    return (
      <ButtonLink
        to="/login"
        variant="secondary"
        className="w-full"
        aria-label={`Sign in: ${label}`}
      >
        Sign in to buy
      </ButtonLink>
    );
  }
  if (!paymentsEnabled) {
    return <p className="text-sm text-ink-muted">{PAYMENTS_NOT_CONFIGURED_SHORT}</p>;
  }
  return (
    <Button
      variant="secondary"
      className="w-full"
      disabled={pendingPurchase !== null}
      onClick={() => onBuy(pack.id)}
    >
      {pendingPurchase === pack.id ? 'Opening checkout…' : label}
    </Button>
  );
}
