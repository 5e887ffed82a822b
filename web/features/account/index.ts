/** Account: the plan, the credit balance, the free trial and the credit history (SPEC 3, 4, 5). */
export {
  CreditsSummary,
  type AccountNotice,
  type CreditsSummaryProps,
} from './components/credits-summary.tsx';
export {
  CreditHistoryList,
  type CreditHistoryListProps,
} from './components/credit-history-list.tsx';
export {
  applyUserPlan,
  decreaseCredits,
  increaseCredits,
  isTrialAlreadyUsed,
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
  useHasCredits,
  useIsLowOnCredits,
  useIsPremium,
  usePlanDisplayName,
  type AccountState,
} from './account-store.ts';
export { fetchCreditHistory } from './account-api.ts';
export { describeCreditReason, formatCreditChange, formatCredits } from './credit-format.ts';
