import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser } from '../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../tests/support/test-database.test-support.ts';
import { changeCredits, INSUFFICIENT_CREDITS_MESSAGE } from './change-credits.ts';
import { resetAccount, setPlan } from './user-plan.ts';

describe.each(getTestDatabaseKinds())('plans and credits on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  const signUp = (app = testApp) => signUpTestUser(app);

  it('starts every account on the free plan with the trial taken at its first look (GET /api/getUserPlan)', async () => {
    const user = await signUp();
    const response = await testApp.app.inject({ url: '/api/getUserPlan', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plan: 'free',
      credits: 3,
      askAiQuestions: 0,
      askAiQuestionsLimit: 5,
      askAiCredits: 0,
      trialAvailable: false,
      planExpiresAt: null,
    });
    // Looking again grants nothing more.
    const again = await testApp.app.inject({ url: '/api/getUserPlan', headers: user.headers });
    expect(again.json().credits).toBe(3);
    const anonymous = await testApp.app.inject({ url: '/api/getUserPlan' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('grants the trial once to racing first looks', async () => {
    const user = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        testApp.app.inject({ url: '/api/getUserPlan', headers: user.headers }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const history = await testApp.app.inject({
      url: '/api/credits/history',
      headers: user.headers,
    });
    expect(history.json().entries).toEqual([
      expect.objectContaining({ amount: 3, balanceAfter: 3, reason: 'trial' }),
    ]);
  });

  it('grants the free trial once, also to racing requests', async () => {
    const user = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        testApp.app.inject({ method: 'POST', url: '/api/credits/trial', headers: user.headers }),
      ),
    );
    const granted = answers.filter((answer) => answer.statusCode === 200);
    expect(granted).toHaveLength(1);
    expect(granted[0]?.json()).toMatchObject({ credits: 3, trialAvailable: false });
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('TRIAL_ALREADY_USED');
    }
    const history = await testApp.app.inject({
      url: '/api/credits/history',
      headers: user.headers,
    });
    expect(history.json().entries).toEqual([
      expect.objectContaining({ amount: 3, balanceAfter: 3, reason: 'trial' }),
    ]);
  });

  it('lets 50 parallel spends of one credit take exactly the 3 there are', async () => {
    const user = await signUp();
    await testApp.app.inject({ method: 'POST', url: '/api/credits/trial', headers: user.headers });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        changeCredits(getDb(testApp), {
          userId: user.id,
          amount: -1,
          reason: 'analysis',
          idempotencyKey: `spend-${index}`,
        }),
      ),
    );
    const spent = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(spent).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const outcome of refused) {
      expect(outcome.reason).toMatchObject({
        code: 'INSUFFICIENT_CREDITS',
        message: INSUFFICIENT_CREDITS_MESSAGE,
      });
    }
    const plan = await testApp.app.inject({ url: '/api/getUserPlan', headers: user.headers });
    expect(plan.json().credits).toBe(0);
    const history = await testApp.app.inject({
      url: '/api/credits/history',
      headers: user.headers,
    });
    const balances = history.json<{ entries: { balanceAfter: number }[] }>().entries;
    expect(balances.map((entry) => entry.balanceAfter).sort()).toEqual([0, 1, 2, 3]);
  });

  it('changes a balance once per idempotency key, also when the requests race', async () => {
    const user = await signUp();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        changeCredits(getDb(testApp), {
          userId: user.id,
          amount: 5,
          reason: 'grant',
          idempotencyKey: 'welcome-gift',
        }),
      ),
    );
    expect(results.filter((result) => !result.isRepeat)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entry.id)).size).toBe(1);
    const plan = await testApp.app.inject({ url: '/api/getUserPlan', headers: user.headers });
    // An account whose credits have moved takes no trial at its first look.
    expect(plan.json().credits).toBe(5);
  });

  it("keeps each user's balance to themselves", async () => {
    const rich = await signUp();
    const other = await signUp();
    await changeCredits(getDb(testApp), {
      userId: rich.id,
      amount: 10,
      reason: 'grant',
      idempotencyKey: 'gift',
    });
    const plan = await testApp.app.inject({ url: '/api/getUserPlan', headers: other.headers });
    expect(plan.json().credits).toBe(3);
    const history = await testApp.app.inject({
      url: '/api/credits/history',
      headers: other.headers,
    });
    expect(history.json().entries).toEqual([expect.objectContaining({ reason: 'trial' })]);
  });

  it('sets a plan, and a reset returns to the free plan with 0 credits', async () => {
    const user = await signUp();
    await changeCredits(getDb(testApp), {
      userId: user.id,
      amount: 7,
      reason: 'purchase',
      idempotencyKey: 'checkout-1',
    });
    expect(await setPlan(getDb(testApp), user.id, 'pro')).toMatchObject({
      plan: 'pro',
      credits: 7,
    });
    expect(await resetAccount(getDb(testApp), user.id)).toMatchObject({
      plan: 'free',
      credits: 0,
      askAiQuestions: 0,
    });
    const history = await testApp.app.inject({
      url: '/api/credits/history',
      headers: user.headers,
    });
    expect(history.json().entries[0]).toMatchObject({
      amount: -7,
      balanceAfter: 0,
      reason: 'reset',
    });
  });

  it('ends a bought month of a plan a month later, and a second month starts at its end', async () => {
    const user = await signUp();
    const db = getDb(testApp);
    const bought = await setPlan(db, user.id, 'premium', {
      forOneMonth: true,
      now: new Date('2027-01-31T09:00:00.000Z'),
    });
    expect(bought).toMatchObject({ plan: 'premium', planExpiresAt: '2027-02-28T09:00:00.000Z' });
    // Bought again before the end: the months add up rather than restart.
    const renewed = await setPlan(db, user.id, 'premium', {
      forOneMonth: true,
      now: new Date('2027-02-10T09:00:00.000Z'),
    });
    expect(renewed.planExpiresAt).toBe('2027-03-28T09:00:00.000Z');

    // A month that has ended leaves the free plan, as GET /api/getUserPlan shows it.
    await db
      .updateTable('accounts')
      .set({ plan_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const plan = await testApp.app.inject({ url: '/api/getUserPlan', headers: user.headers });
    expect(plan.json()).toMatchObject({ plan: 'free', planExpiresAt: null });

    // An admin's plan has no end.
    expect(await setPlan(db, user.id, 'enterprise')).toMatchObject({
      plan: 'enterprise',
      planExpiresAt: null,
    });
  });
});

function getDb(testApp: TestApp) {
  return testApp.db;
}
