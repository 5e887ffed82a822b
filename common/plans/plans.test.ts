import { describe, expect, it } from 'vitest';
import {
  getPlanDisplayName,
  getRemainingAskAiQuestions,
  hasCredits,
  isLowOnCredits,
  isPremiumPlan,
  PLANS,
} from './plans.ts';

describe('plans', () => {
  it('names the four plans as SPEC section 3 does, and anything else Unknown Plan', () => {
    expect(PLANS.map((plan) => getPlanDisplayName(plan.id))).toEqual([
      'Free Plan',
      'Premium Plan',
      'Professional Plan',
      'Enterprise Plan',
    ]);
    expect(getPlanDisplayName('gold')).toBe('Unknown Plan');
    expect(getPlanDisplayName(null)).toBe('Unknown Plan');
  });

  it('treats premium and pro as premium, and nothing else', () => {
    expect(isPremiumPlan('premium')).toBe(true);
    expect(isPremiumPlan('pro')).toBe(true);
    expect(isPremiumPlan('enterprise')).toBe(false);
    expect(isPremiumPlan('free')).toBe(false);
  });

  it('warns about low credits at 5 or fewer for non-premium users only', () => {
    expect(isLowOnCredits(5, 'free')).toBe(true);
    expect(isLowOnCredits(6, 'free')).toBe(false);
    expect(isLowOnCredits(0, 'pro')).toBe(false);
    expect(hasCredits(0)).toBe(false);
    expect(hasCredits(1)).toBe(true);
  });

  it('counts remaining questions as max(0, limit - used + extra)', () => {
    expect(
      getRemainingAskAiQuestions({ askAiQuestions: 2, askAiQuestionsLimit: 5, askAiCredits: 0 }),
    ).toBe(3);
    expect(
      getRemainingAskAiQuestions({ askAiQuestions: 7, askAiQuestionsLimit: 5, askAiCredits: 1 }),
    ).toBe(0);
    expect(
      getRemainingAskAiQuestions({ askAiQuestions: 5, askAiQuestionsLimit: 5, askAiCredits: 4 }),
    ).toBe(4);
  });
});
