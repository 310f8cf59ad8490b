import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '../../../../contracts/history';
import { apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-client';

/** GET /api/v1/me/stats — total checks, rounded average of positive ranks, last check date. */
export function getDashboardStats(): Promise<DashboardStats> {
  return apiJson<DashboardStats>('/me/stats');
}

export const dashboardStatsQueryOptions = queryOptions({
  queryKey: [...USER_DATA_KEY, 'stats'],
  queryFn: getDashboardStats,
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions);
}
