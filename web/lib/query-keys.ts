/**
 * The key of every piece of server state the browser holds, one TanStack Query per resource
 * (decision 018). Kept together so any part of the app can refresh a resource it changed (an
 * analysis that ends touches the plan, the statistics and the documents list) without
 * importing the feature that shows it.
 */
export const queryKeys = {
  /** The pages of GET /api/documents loaded so far. */
  documents: () => ['documents'] as const,
  /** One document as the analysis page opens it: from this browser's cache or the API. */
  document: (documentId: string, userId: string) => ['document', userId, documentId] as const,
  /** A ready document's pages and original file, from the same cache or the API. */
  documentContent: (documentId: string, userId: string) =>
    ['document-content', userId, documentId] as const,
  /** How far the reading of each document still being read has got, keyed by document id. */
  processing: () => ['processing'] as const,
  /** GET /api/documents/{id}/analysis-job: the latest analysis asked for. */
  analysisJob: (documentId: string) => ['analysis-job', documentId] as const,
  /** GET /api/getUserPlan: plan, credits and Ask-AI usage. */
  userPlan: () => ['user-plan'] as const,
  /** GET /api/account/settings: the account's own choices (automatic deletion). */
  accountSettings: () => ['account-settings'] as const,
  /** GET /api/account/sessions: the account's signed-in devices. */
  accountSessions: () => ['account-sessions'] as const,
  /** GET /api/credits/history. */
  creditHistory: () => ['credit-history'] as const,
  /** GET /api/documents/{id}/chat: the conversation and suggested questions. */
  chatHistory: (documentId: string) => ['chat-history', documentId] as const,
  /** GET /api/documents/{id}/shares. */
  shareLinks: (documentId: string) => ['share-links', documentId] as const,
  /** GET /api/documents/{id}/shares/{shareId}/activity: one link's access log. */
  shareActivity: (documentId: string, shareId: string) =>
    ['share-links', documentId, shareId, 'activity'] as const,
  /** GET /api/account/activity: the account's activity log, page by page. */
  accountActivity: () => ['activity', 'account'] as const,
  /** GET /api/documents/{id}/activity: one document's activity log, page by page. */
  documentActivity: (documentId: string) => ['activity', 'document', documentId] as const,
  /** GET /api/stats. */
  stats: () => ['stats'] as const,
  /** GET /api/documents/{oldId}/compare?with={newId}: what changed from one version to the next. */
  comparison: (oldDocumentId: string, newDocumentId: string) =>
    ['comparison', oldDocumentId, newDocumentId] as const,
};
