import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import {
  fetchAccountSessions,
  signOutDeviceRequest,
  signOutOtherDevicesRequest,
} from './session-api.ts';

/** The account's signed-in devices; `enabled` is false where the sign-in provider keeps them. */
export function useSignedInDevices(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.accountSessions(),
    queryFn: fetchAccountSessions,
    enabled,
  });
}

/** Signs out one other device, or (with null) all of them; the list is read again after. */
export function useSignOutDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string | null) => {
      if (sessionId === null) await signOutOtherDevicesRequest();
      else await signOutDeviceRequest(sessionId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions() }),
  });
}
