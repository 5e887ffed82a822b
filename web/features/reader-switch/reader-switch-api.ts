import type { Analysis } from '../../../common/analysis/analysis-schema.ts';
import { switchReaderResponseSchema } from '../../../common/api/analysis-jobs.ts';
import { apiClient } from '../../lib/api-client.ts';

/**
 * POST /api/documents/:id/perspective with `{ role }`: the analysis re-read for the party with
 * this role. It costs no credit; the server keeps the result as the document's analysis.
 */
export async function switchReaderRequest(
  documentId: string,
  role: string,
  api: { post: (path: string, body: unknown) => Promise<unknown> } = apiClient,
): Promise<Analysis> {
  const answer = await api.post(`/api/documents/${encodeURIComponent(documentId)}/perspective`, {
    role,
  });
  return switchReaderResponseSchema.parse(answer).analysis;
}
