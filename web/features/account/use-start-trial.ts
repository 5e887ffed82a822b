import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserPlan } from '../../../common/api/credits.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { startTrialRequest } from './account-api.ts';

/** True when the error is the server's 409 TRIAL_ALREADY_USED. */
export function isTrialAlreadyUsed(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'TRIAL_ALREADY_USED'
  );
}

/**
 * Takes the free trial; the plan the server returns becomes the plan shown. When the trial was
 * already used, it stops being offered, and the error is the caller's to show.
 */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrialRequest,
    onSuccess: (plan) => queryClient.setQueryData(queryKeys.userPlan(), plan),
    onError: (error) => {
      if (!isTrialAlreadyUsed(error)) return;
      queryClient.setQueryData<UserPlan>(queryKeys.userPlan(), (plan) =>
        plan ? { ...plan, trialAvailable: false } : plan,
      );
    },
  });
}
