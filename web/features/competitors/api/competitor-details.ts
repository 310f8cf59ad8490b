import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompetitorHistoryEntry, CompetitorStatistics } from '../../../../contracts/competitor';
import { apiJson } from '../../../lib/api-client';
import { competitorsKey } from './competitors';

/** GET /api/v1/me/competitors/{id}/statistics — over the latest 10 checks that included it. */
export const competitorStatisticsQuery = (id: string) =>
  queryOptions({
    queryKey: [...competitorsKey, id, 'statistics'],
    queryFn: () => apiJson<CompetitorStatistics>(`/me/competitors/${id}/statistics`),
  });

export const useCompetitorStatistics = (id: string) => useQuery(competitorStatisticsQuery(id));

/** GET /api/v1/me/competitors/{id}/history — its rank beside yours in your checks, newest first (20). */
export const competitorHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: [...competitorsKey, id, 'history'],
    queryFn: () => apiJson<{ items: CompetitorHistoryEntry[] }>(`/me/competitors/${id}/history`).then((body) => body.items),
  });

export const useCompetitorHistory = (id: string, enabled = true) => useQuery({ ...competitorHistoryQuery(id), enabled });
