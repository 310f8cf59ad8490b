import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryFacets } from '../../../../contracts/history';
import { apiJson } from '../../../lib/api-client';
import { HISTORY_KEY } from './get-history';

/** GET /api/v1/me/history/facets — the sites, keywords, engines and locations the filters can take. */
export function getHistoryFacets(): Promise<HistoryFacets> {
  return apiJson<HistoryFacets>('/me/history/facets');
}

export const historyFacetsQueryOptions = queryOptions({
  queryKey: [...HISTORY_KEY, 'facets'],
  queryFn: getHistoryFacets,
});

export function useHistoryFacets() {
  return useQuery(historyFacetsQueryOptions);
}
