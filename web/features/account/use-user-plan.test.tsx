import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserPlan } from '../../../common/api/credits.ts';
import { apiClient } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import {
  createTestQueryClient,
  withQueryClient,
} from '../../lib/query-client-wrapper.test-support.tsx';
import { makeTrialAlreadyUsedError, makeUserPlan } from './sample-plans.test-support.ts';
import { useStartTrial } from './use-start-trial.ts';
import { applyAskAiUsage, refreshAccount, useUserPlan } from './use-user-plan.ts';

vi.mock('../../lib/api-client.ts', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));

const getMock = vi.mocked(apiClient.get);
const postMock = vi.mocked(apiClient.post);

function renderPlan(client = createTestQueryClient()) {
  return { client, ...renderHook(() => useUserPlan(), withQueryClient(client)) };
}

beforeEach(() => vi.clearAllMocks());

describe('useUserPlan', () => {
  it('loads the plan from GET /api/getUserPlan', async () => {
    getMock.mockResolvedValueOnce(makeUserPlan({ plan: 'premium', credits: 18 }));
    const { result } = renderPlan();
    await waitFor(() => expect(result.current.data?.plan).toBe('premium'));
    expect(getMock).toHaveBeenCalledWith('/api/getUserPlan');
    expect(result.current.data?.credits).toBe(18);
  });

  it('asks nothing while disabled, e.g. for a visitor who is signed out', async () => {
    const client = createTestQueryClient();
    const { result } = renderHook(() => useUserPlan({ enabled: false }), withQueryClient(client));
    await act(async () => {});
    expect(getMock).not.toHaveBeenCalled();
    expect(result.current.data).toBeUndefined();
  });

  it('takes the Ask-AI allowance after an answer, and asks again when refreshed', async () => {
    getMock.mockResolvedValueOnce(makeUserPlan({ askAiQuestions: 1 }));
    const { client, result } = renderPlan();
    await waitFor(() => expect(result.current.data?.askAiQuestions).toBe(1));

    act(() =>
      applyAskAiUsage(client, { askAiQuestions: 2, askAiQuestionsLimit: 5, askAiCredits: 10 }),
    );
    await waitFor(() =>
      expect(result.current.data).toMatchObject({ askAiQuestions: 2, askAiCredits: 10 }),
    );

    getMock.mockResolvedValueOnce(makeUserPlan({ askAiQuestions: 5 }));
    await act(() => refreshAccount(client));
    await waitFor(() => expect(result.current.data?.askAiQuestions).toBe(5));
  });
});

describe('useStartTrial', () => {
  async function renderTrial(plan: Partial<UserPlan>) {
    const client = createTestQueryClient();
    client.setQueryData(queryKeys.userPlan(), makeUserPlan(plan));
    const hook = renderHook(() => useStartTrial(), withQueryClient(client));
    return { client, ...hook };
  }

  it('shows the plan the trial gave', async () => {
    const { client, result } = await renderTrial({ credits: 0, trialAvailable: true });
    postMock.mockResolvedValueOnce(makeUserPlan({ credits: 3, trialAvailable: false }));
    await act(() => result.current.mutateAsync());
    expect(postMock).toHaveBeenCalledWith('/api/credits/trial');
    expect(client.getQueryData(queryKeys.userPlan())).toMatchObject({
      credits: 3,
      trialAvailable: false,
    });
  });

  it('stops offering a trial already used, and hands the error on', async () => {
    const { client, result } = await renderTrial({ credits: 0, trialAvailable: true });
    const used = makeTrialAlreadyUsedError();
    postMock.mockRejectedValueOnce(used);
    await act(() => expect(result.current.mutateAsync()).rejects.toBe(used));
    expect(client.getQueryData<UserPlan>(queryKeys.userPlan())?.trialAvailable).toBe(false);
  });

  it('keeps the trial on offer when starting it fails for another reason', async () => {
    const { client, result } = await renderTrial({ credits: 0, trialAvailable: true });
    postMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(() => expect(result.current.mutateAsync()).rejects.toThrow('Failed to fetch'));
    expect(client.getQueryData<UserPlan>(queryKeys.userPlan())?.trialAvailable).toBe(true);
  });
});
