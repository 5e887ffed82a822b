import { PURCHASES, type Purchase, type PurchaseId } from '../../../../common/plans/purchases.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PAYMENTS_NOT_CONFIGURED_SHORT } from './payments-not-configured.tsx';

interface PackProps {
  isSignedIn: boolean;
  paymentsEnabled: boolean;
  pendingPurchase: PurchaseId | null;
  onBuy: (purchase: PurchaseId) => void;
}

const CREDIT_PACKS = PURCHASES.filter((purchase) => purchase.kind === 'credits');
const QUESTION_PACKS = PURCHASES.filter((purchase) => purchase.kind === 'questions');

const priceFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Packs bought once on top of any plan, side by side: extra analysis credits, and extra Ask-AI
 * questions for when the month's allowance is used up.
 */
export function ExtraPacks(props: PackProps) {
  return (
    <div className="pb-14 sm:pb-16">
      <Container className="grid gap-12 lg:grid-cols-2 lg:gap-8">
        <PackGroup
          id="credit-packs-title"
          title="Extra credits"
          lede="Need a few more analyses this month? Add credits to any plan. They do not expire."
          packs={CREDIT_PACKS}
          {...props}
        />
        <PackGroup
          id="question-packs-title"
          title="Extra questions"
          lede="Used this month’s Ask-AI questions? Add questions to any plan. They do not expire and are used after your monthly questions."
          packs={QUESTION_PACKS}
          {...props}
        />
      </Container>
    </div>
  );
}

function PackGroup({
  id,
  title,
  lede,
  packs,
  ...props
}: PackProps & { id: string; title: string; lede: string; packs: readonly Purchase[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-2xl text-brand-strong">
        {title}
      </h2>
      <p className="mt-2 text-ink-muted">{lede}</p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2">
        {packs.map((pack) => (
          <Pack key={pack.id} pack={pack} {...props} />
        ))}
      </ul>
    </section>
  );
}

/** What a pack adds, as its card names it: '10 credits', '25 questions'. */
function describeAmount(pack: Purchase): string {
  return pack.kind === 'questions' ? `${pack.askAiQuestions} questions` : `${pack.credits} credits`;
}

function Pack({ pack, ...props }: PackProps & { pack: Purchase }) {
  const titleId = `pack-${pack.id}-title`;
  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-line bg-surface p-6">
      <h3 id={titleId} className="font-semibold text-ink">
        {describeAmount(pack)}
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
}: PackProps & { pack: Purchase }) {
  const label = `Buy ${describeAmount(pack)}`;
  // Nothing is offered that cannot be bought here, signed in or not.
  if (!paymentsEnabled) {
    return <p className="text-sm text-ink-muted">{PAYMENTS_NOT_CONFIGURED_SHORT}</p>;
  }
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
