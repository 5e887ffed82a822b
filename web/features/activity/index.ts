/**
 * The activity log (issue 35): a document's "Activity" and the account's in Settings, each
 * in plain words with its time, and as CSV.
 */
export { AccountActivitySection } from './components/account-activity-section.tsx';
export { DocumentActivityDialog } from './components/document-activity-dialog.tsx';
