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
export { applyAskAiUsage, refreshAccount, useUserPlan } from './use-user-plan.ts';
export { isTrialAlreadyUsed, useStartTrial } from './use-start-trial.ts';
export { useCreditHistory } from './use-credit-history.ts';
export { describeCreditReason, formatCreditChange, formatCredits } from './credit-format.ts';
