import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AskAiUsage } from '../../../common/api/chat.ts';
import type { UserPlan } from '../../../common/api/credits.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { fetchUserPlan } from './account-api.ts';

/**
 * The signed-in user's plan, credits and Ask-AI usage (SPEC section 3's user data), asked for
 * whenever a screen that shows it appears. A failure is only logged (SPEC section 7): screens
 * then leave the plan out rather than show a balance of 0 that may be false.
 */
export function useUserPlan({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.userPlan(), queryFn: fetchUserPlan, enabled });
}

/**
 * Asks the server for the plan and the credit history again, e.g. after a payment or a refused
 * question: whatever shows them follows.
 */
export async function refreshAccount(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.userPlan() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.creditHistory() }),
  ]);
}

/** The Ask-AI allowance after an answer, as the server counted it, without asking again. */
export function applyAskAiUsage(queryClient: QueryClient, usage: AskAiUsage): void {
  queryClient.setQueryData<UserPlan>(queryKeys.userPlan(), (plan) =>
    plan
      ? {
          ...plan,
          askAiQuestions: usage.askAiQuestions,
          askAiQuestionsLimit: usage.askAiQuestionsLimit,
          askAiCredits: usage.askAiCredits,
        }
      : plan,
  );
}
