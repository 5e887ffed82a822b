import { getPlan, type PlanId } from './plans.ts';

/**
 * What can be bought with Stripe Checkout, shared so the pricing page shows the prices the
 * server charges. Each is a single payment (Checkout's 'payment' mode), never a subscription:
 * nobody is charged again without coming back, and the only events to handle are the
 * checkout's own. A month of a plan sets the plan and grants that month's credits once; a pack
 * adds extra analysis credits or extra Ask-AI questions once.
 */
export const PURCHASE_IDS = [
  'premium',
  'pro',
  'enterprise',
  'credits-10',
  'credits-50',
  'questions-25',
  'questions-100',
] as const;

export type PurchaseId = (typeof PURCHASE_IDS)[number];

export interface Purchase {
  id: PurchaseId;
  /** A month of a plan, a pack of extra analysis credits, or a pack of extra Ask-AI questions. */
  kind: 'plan' | 'credits' | 'questions';
  /** The line the Stripe checkout page and the receipt show. */
  name: string;
  description: string;
  /** In US dollars, as the pricing page shows it. */
  priceUsd: number;
  /** Analysis credits added to the balance when the payment succeeds. */
  credits: number;
  /**
   * Extra Ask-AI questions (the account's ask_ai_credits) added when the payment succeeds. They
   * do not expire and are used after the month's allowance (SPEC section 5).
   */
  askAiQuestions: number;
  /** The plan set when the payment succeeds; null for a pack. */
  plan: PlanId | null;
}

/** Every price is in US dollars (Stripe's currency code). */
export const PURCHASE_CURRENCY = 'usd';

function planPurchase(id: PlanId & PurchaseId): Purchase {
  const plan = getPlan(id);
  return {
    id,
    kind: 'plan',
    name: `${plan.displayName}: one month`,
    description: `${plan.credits} analysis credits and ${plan.askAiQuestionsPerMonth} Ask-AI questions a month. One payment, no automatic renewal.`,
    priceUsd: plan.monthlyPriceUsd,
    credits: plan.credits,
    askAiQuestions: 0,
    plan: id,
  };
}

function creditPack(id: PurchaseId, credits: number, priceUsd: number): Purchase {
  return {
    id,
    kind: 'credits',
    name: `${credits} analysis credits`,
    description: `${credits} extra document analyses, added to your balance. They do not expire.`,
    priceUsd,
    credits,
    askAiQuestions: 0,
    plan: null,
  };
}

function questionPack(id: PurchaseId, questions: number, priceUsd: number): Purchase {
  return {
    id,
    kind: 'questions',
    name: `${questions} Ask-AI questions`,
    description: `${questions} extra questions about your documents, used after your monthly allowance. They do not expire.`,
    priceUsd,
    credits: 0,
    askAiQuestions: questions,
    plan: null,
  };
}

export const PURCHASES: readonly Purchase[] = [
  planPurchase('premium'),
  planPurchase('pro'),
  planPurchase('enterprise'),
  creditPack('credits-10', 10, 5),
  creditPack('credits-50', 50, 20),
  questionPack('questions-25', 25, 3),
  questionPack('questions-100', 100, 9),
];

/** The purchase with this id. */
export function getPurchase(id: PurchaseId): Purchase {
  const purchase = PURCHASES.find((candidate) => candidate.id === id);
  if (!purchase) throw new Error(`Unknown purchase: ${id}`);
  return purchase;
}

/** The purchase with this id, or undefined for anything else (e.g. metadata from Stripe). */
export function findPurchase(id: unknown): Purchase | undefined {
  return PURCHASES.find((candidate) => candidate.id === id);
}

/** The price in cents, the unit Stripe takes. */
export function getPriceCents(purchase: Purchase): number {
  return Math.round(purchase.priceUsd * 100);
}
