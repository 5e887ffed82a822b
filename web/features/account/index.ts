/**
 * Account: the plan, the credit balance, the free trial and the credit history (SPEC 3, 4, 5);
 * deleting documents automatically, downloading all of one's data and the signed-in devices
 * (issue 35).
 */
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
export { AutoDeleteSetting } from './components/auto-delete-setting.tsx';
export { AutoDeleteNotice } from './components/auto-delete-notice.tsx';
export {
  DownloadDataSection,
  type DownloadDataSectionProps,
} from './components/download-data-section.tsx';
export { useAccountSettings } from './use-account-settings.ts';
export { SignedInDevices } from './components/signed-in-devices.tsx';
