import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings } from '../../../common/api/account-settings.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { fetchAccountSettings, saveAccountSettings } from './account-api.ts';

/** The account's settings; the settings page and the workspace's deletion notice share them. */
export function useAccountSettings() {
  return useQuery({ queryKey: queryKeys.accountSettings(), queryFn: fetchAccountSettings });
}

/** Saves the settings; what the server stored becomes what every screen shows. */
export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AccountSettings) => saveAccountSettings(settings),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.accountSettings(), saved),
  });
}
