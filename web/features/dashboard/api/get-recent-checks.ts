import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '../../../../contracts/history';
import { apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';

/** Spec §7: recent searches, latest first, 5 by default. */
export const RECENT_CHECKS_LIMIT = 5;

/** GET /api/v1/me/recent-checks?limit= — each entry carries the rank of the check before it. */
export async function getRecentChecks(limit = RECENT_CHECKS_LIMIT): Promise<HistoryEntry[]> {
  const body = await apiJson<{ items: HistoryEntry[] }>(`/me/recent-checks?limit=${limit}`);
  return body.items;
}

export const recentChecksQueryOptions = (limit = RECENT_CHECKS_LIMIT) =>
  queryOptions({
    queryKey: [...USER_DATA_KEY, 'recent-checks', limit],
    queryFn: () => getRecentChecks(limit),
  });

export function useRecentChecks(limit = RECENT_CHECKS_LIMIT) {
  return useQuery(recentChecksQueryOptions(limit));
}
