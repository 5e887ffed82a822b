import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import { fetchCreditHistory } from './account-api.ts';

/** The changes of the credit balance, newest first; asked again after an analysis ends. */
export function useCreditHistory() {
  return useQuery({ queryKey: queryKeys.creditHistory(), queryFn: fetchCreditHistory });
}
