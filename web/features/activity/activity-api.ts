import { activityPageSchema, type ActivityPage } from '../../../common/api/activity.ts';
import { apiClient } from '../../lib/api-client.ts';

/** Whose log: the whole account's, or one document's. */
export type ActivityScope = { kind: 'account' } | { kind: 'document'; documentId: string };

/** Where the API serves a log. */
export function activityPath(scope: ActivityScope): string {
  return scope.kind === 'account'
    ? '/api/account/activity'
    : `/api/documents/${encodeURIComponent(scope.documentId)}/activity`;
}

/** One page of the log, newest first; `before` is the previous page's `nextBefore`. */
export async function fetchActivityPage(
  scope: ActivityScope,
  before: string | null,
): Promise<ActivityPage> {
  const query = before === null ? '' : `?before=${encodeURIComponent(before)}`;
  return activityPageSchema.parse(await apiClient.get<unknown>(`${activityPath(scope)}${query}`));
}

/** The whole log as CSV, a file to save. */
export function fetchActivityCsv(scope: ActivityScope): Promise<Blob> {
  return apiClient.getBlob(`${activityPath(scope)}?format=csv`);
}
