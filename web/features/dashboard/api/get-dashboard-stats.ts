import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats } from '../../../../contracts/history';
import { apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';

/** GET /api/v1/me/stats — total checks, rounded average of positive ranks, last check date. */
export function getDashboardStats(): Promise<DashboardStats> {
  return apiJson<DashboardStats>('/me/stats');
}

// Options only (the dashboard's cards use them with useQuery): the home page's upgrade prompt asks for the stats
// too, and a module it imports must not carry the data layer (decision 005).
export const dashboardStatsQueryOptions = queryOptions({
  queryKey: [...USER_DATA_KEY, 'stats'],
  queryFn: getDashboardStats,
});
