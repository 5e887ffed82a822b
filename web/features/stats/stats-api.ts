import { statsSchema, type Stats } from '../../../common/api/stats.ts';
import { apiClient } from '../../lib/api-client.ts';

/** GET /api/stats: the signed-in user's dashboard statistics. */
export async function fetchStats(): Promise<Stats> {
  return statsSchema.parse(await apiClient.get<unknown>('/api/stats'));
}
