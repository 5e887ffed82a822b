import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client.ts';
import { logger } from '../../lib/logger.ts';
import {
  applyUserPlan,
  decreaseCredits,
  increaseCredits,
  loadUserPlan,
  resetAccountState,
  selectHasCredits,
  selectIsLowOnCredits,
  selectIsPremium,
  selectPlanDisplayName,
  selectRemainingAskAiQuestions,
  setCredits,
  setPlan,
  startTrial,
  useAccountStore,
} from './account-store.ts';
import { makeTrialAlreadyUsedError, makeUserPlan } from './testing/sample-plans.ts';

vi.mock('../../lib/api-client.ts', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));
vi.mock('../../lib/logger.ts', () => ({
  logger: { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() },
}));

const getMock = vi.mocked(apiClient.get);
const postMock = vi.mocked(apiClient.post);
const state = () => useAccountStore.getState();

describe('account store', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetAccountState();
  });

  it('starts on the free plan with 0 credits and the default Ask-AI limit of 5', async () => {
    vi.resetModules();
    const fresh = await import('./account-store.ts');
    expect(fresh.useAccountStore.getState()).toMatchObject({
      userCredits: 0,
      userPlan: 'free',
      askAiQuestions: 0,
      askAiQuestionsLimit: 5,
      askAiCredits: 0,
      trialAvailable: false,
      loading: false,
      loaded: false,
    });
  });

  it('never lets the balance go below 0', () => {
    setCredits(2);
    decreaseCredits(5);
    expect(state().userCredits).toBe(0);
    setCredits(-3);
    expect(state().userCredits).toBe(0);
    setCredits(4);
    decreaseCredits();
    expect(state().userCredits).toBe(3);
    increaseCredits(2);
    expect(state().userCredits).toBe(5);
    increaseCredits(-10);
    expect(state().userCredits).toBe(5);
  });

  it('resets to the free plan, 0 credits and an Ask-AI limit of 0 (SPEC 3 and 4)', () => {
    applyUserPlan(
      makeUserPlan({
        plan: 'pro',
        credits: 80,
        askAiQuestions: 4,
        askAiCredits: 2,
        trialAvailable: true,
      }),
    );
    resetAccountState();
    expect(state()).toMatchObject({
      userCredits: 0,
      userPlan: 'free',
      askAiQuestions: 0,
      askAiQuestionsLimit: 0,
      askAiCredits: 0,
      trialAvailable: false,
      loaded: false,
    });
  });

  it('derives premium, credits, low credits, the plan name and Ask-AI questions left', () => {
    applyUserPlan(makeUserPlan({ plan: 'free', credits: 5, askAiQuestions: 4, askAiCredits: 3 }));
    expect(selectIsPremium(state())).toBe(false);
    expect(selectHasCredits(state())).toBe(true);
    expect(selectIsLowOnCredits(state())).toBe(true);
    expect(selectPlanDisplayName(state())).toBe('Free Plan');
    expect(selectRemainingAskAiQuestions(state())).toBe(4);

    setCredits(6);
    expect(selectIsLowOnCredits(state())).toBe(false);
    setCredits(0);
    expect(selectHasCredits(state())).toBe(false);
    expect(selectIsLowOnCredits(state())).toBe(true);

    setPlan('pro');
    expect(selectIsPremium(state())).toBe(true);
    expect(selectIsLowOnCredits(state())).toBe(false);
    expect(selectPlanDisplayName(state())).toBe('Professional Plan');
    setPlan('premium');
    expect(selectIsLowOnCredits(state())).toBe(false);
    setPlan('enterprise');
    expect(selectIsPremium(state())).toBe(false);
    expect(selectPlanDisplayName(state())).toBe('Enterprise Plan');
  });

  it('loads the plan from GET /api/getUserPlan', async () => {
    getMock.mockResolvedValueOnce(
      makeUserPlan({ plan: 'premium', credits: 12, trialAvailable: true }),
    );
    const loading = loadUserPlan();
    expect(state().loading).toBe(true);
    await loading;
    expect(getMock).toHaveBeenCalledWith('/api/getUserPlan');
    expect(state()).toMatchObject({
      userPlan: 'premium',
      userCredits: 12,
      trialAvailable: true,
      loading: false,
      loaded: true,
    });
  });

  it('only logs a failure to load the plan (SPEC 7)', async () => {
    setCredits(4);
    const failure = new Error('Request failed with status 500');
    getMock.mockRejectedValueOnce(failure);
    await expect(loadUserPlan()).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith(expect.any(String), failure);
    expect(state()).toMatchObject({ userCredits: 4, loading: false, loaded: false });
  });

  it('drops a plan that arrives after a reset', async () => {
    let answer: (plan: unknown) => void = () => undefined;
    getMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const loading = loadUserPlan();
    resetAccountState();
    answer(makeUserPlan({ plan: 'pro', credits: 50 }));
    await loading;
    expect(state()).toMatchObject({ userPlan: 'free', userCredits: 0, loaded: false });
  });

  it('starts the trial and applies the returned plan', async () => {
    applyUserPlan(makeUserPlan({ credits: 0, trialAvailable: true }));
    postMock.mockResolvedValueOnce(makeUserPlan({ credits: 3, trialAvailable: false }));
    await expect(startTrial()).resolves.toMatchObject({ credits: 3 });
    expect(postMock).toHaveBeenCalledWith('/api/credits/trial');
    expect(state()).toMatchObject({ userCredits: 3, trialAvailable: false });
  });

  it('marks the trial as used and throws on TRIAL_ALREADY_USED', async () => {
    applyUserPlan(makeUserPlan({ credits: 0, trialAvailable: true }));
    const used = makeTrialAlreadyUsedError();
    postMock.mockRejectedValueOnce(used);
    await expect(startTrial()).rejects.toBe(used);
    expect(state()).toMatchObject({ userCredits: 0, trialAvailable: false });
  });

  it('keeps the trial on offer when starting it fails for another reason', async () => {
    applyUserPlan(makeUserPlan({ credits: 0, trialAvailable: true }));
    postMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(startTrial()).rejects.toThrow('Failed to fetch');
    expect(state().trialAvailable).toBe(true);
  });
});
