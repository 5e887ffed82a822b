/** The four plans of SPEC section 3, with the prices and allowances the pricing page shows. */
export const PLAN_IDS = ['free', 'premium', 'pro', 'enterprise'] as const;

export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  displayName: string;
  /** Price per month in US dollars; 0 for the free plan. */
  monthlyPriceUsd: number;
  /** Analysis credits: granted once for the free trial, every month for paid plans. */
  credits: number;
  creditsPer: 'once' | 'month';
  /** Ask-AI questions per month (the count resets on the first day of each month). */
  askAiQuestionsPerMonth: number;
  summary: string;
  features: string[];
}

/** Low-credit warnings start at this balance (SPEC section 9). */
export const LOW_CREDIT_THRESHOLD = 5;

/** Ask-AI questions a new account may ask each month (SPEC section 9). */
export const DEFAULT_ASK_AI_LIMIT = 5;

/** One credit analyses one document. */
export const CREDITS_PER_ANALYSIS = 1;

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    displayName: 'Free Plan',
    monthlyPriceUsd: 0,
    credits: 3,
    creditsPer: 'once',
    askAiQuestionsPerMonth: DEFAULT_ASK_AI_LIMIT,
    summary: 'Try it on a few real documents.',
    features: [
      '3 document analyses as a free trial',
      `${DEFAULT_ASK_AI_LIMIT} Ask-AI questions a month`,
      'Red flags, obligations, key dates and terms',
      // Every plan has these: no plan's list may sell them as its own.
      'Reports to download, share links and calendar export',
      'Documents kept in your browser for 24 hours',
    ],
  },
  {
    id: 'premium',
    displayName: 'Premium Plan',
    monthlyPriceUsd: 12,
    credits: 20,
    creditsPer: 'month',
    askAiQuestionsPerMonth: 100,
    summary: 'For people who sign agreements every month.',
    features: [
      '20 document analyses a month',
      '100 Ask-AI questions a month',
      'Everything in the Free Plan',
    ],
  },
  {
    id: 'pro',
    displayName: 'Professional Plan',
    monthlyPriceUsd: 39,
    credits: 100,
    creditsPer: 'month',
    askAiQuestionsPerMonth: 500,
    summary: 'For freelancers, founders and small practices.',
    features: [
      '100 document analyses a month',
      '500 Ask-AI questions a month',
      'Everything in the Free Plan',
      'Priority email support',
    ],
  },
  {
    id: 'enterprise',
    displayName: 'Enterprise Plan',
    monthlyPriceUsd: 149,
    credits: 500,
    creditsPer: 'month',
    askAiQuestionsPerMonth: 3000,
    summary: 'For teams that review contracts every day.',
    features: [
      '500 document analyses a month',
      '3,000 Ask-AI questions a month',
      'Run on your own servers: PostgreSQL, S3 storage, your own LLM',
      'Onboarding and a named support contact',
    ],
  },
];

/** The plan with this id. */
export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** The name users see for a plan; anything unrecognised is 'Unknown Plan' (SPEC section 3). */
export function getPlanDisplayName(plan: string | null | undefined): string {
  return PLANS.find((candidate) => candidate.id === plan)?.displayName ?? 'Unknown Plan';
}

/** Premium means the premium or the pro plan (SPEC section 5). */
export function isPremiumPlan(plan: string | null | undefined): boolean {
  return plan === 'premium' || plan === 'pro';
}

/** True when at least one credit is left. */
export function hasCredits(credits: number): boolean {
  return credits > 0;
}

/** Credits are low at 5 or fewer, unless the user is premium (SPEC section 5). */
export function isLowOnCredits(credits: number, plan: string | null | undefined): boolean {
  return credits <= LOW_CREDIT_THRESHOLD && !isPremiumPlan(plan);
}

/** Questions left: max(0, limit - used + extra credits) (SPEC section 5). */
export function getRemainingAskAiQuestions(usage: {
  askAiQuestions: number;
  askAiQuestionsLimit: number;
  askAiCredits: number;
}): number {
  return Math.max(0, usage.askAiQuestionsLimit - usage.askAiQuestions + usage.askAiCredits);
}
