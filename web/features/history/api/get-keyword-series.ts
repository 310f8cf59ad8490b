import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeywordSeries, KeywordSeriesQuery } from '../../../../contracts/history';
import { apiJson } from '../../../lib/api-client';
import { HISTORY_KEY } from './get-history';

/** GET /api/v1/me/history/series — one site/keyword/engine/location/device's rank over time with its statistics. */
export function getKeywordSeries(query: KeywordSeriesQuery, signal?: AbortSignal): Promise<KeywordSeries> {
  const params = new URLSearchParams({
    site: query.site,
    keyword: query.keyword,
    engine: query.engine,
    location: query.location,
    device: query.device,
  });
  return apiJson<KeywordSeries>(`/me/history/series?${params.toString()}`, { signal });
}

export const keywordSeriesQueryOptions = (query: KeywordSeriesQuery) =>
  queryOptions({
    queryKey: [...HISTORY_KEY, 'series', query],
    queryFn: ({ signal }) => getKeywordSeries(query, signal),
  });

export function useKeywordSeries(query: KeywordSeriesQuery | null) {
  const none: KeywordSeriesQuery = { site: '', keyword: '', engine: 'google', location: '', device: 'desktop' };
  return useQuery({ ...keywordSeriesQueryOptions(query ?? none), enabled: query !== null });
}
