import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryPage } from '../../../../contracts/history';
import { apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { historyApiParams, type HistoryView } from '../lib/history-view';

export const HISTORY_PAGE_SIZE = 25;

/** Prefix of every history query; deleting checks refreshes all of them. */
export const HISTORY_KEY = [...USER_DATA_KEY, 'history'] as const;

/** GET /api/v1/me/history — one keyset page of the caller's checks matching the view. */
export function getHistory(view: HistoryView, cursor: string | undefined, signal?: AbortSignal): Promise<HistoryPage> {
  const params = historyApiParams(view, { cursor, limit: String(HISTORY_PAGE_SIZE) });
  return apiJson<HistoryPage>(`/me/history?${params.toString()}`, { signal });
}

export const historyQueryOptions = (view: HistoryView, cursor: string | undefined) =>
  queryOptions({
    queryKey: [...HISTORY_KEY, 'page', view, cursor ?? null],
    queryFn: ({ signal }) => getHistory(view, cursor, signal),
    // The current rows stay on screen while the next page or order loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useHistory(view: HistoryView, cursor: string | undefined) {
  return useQuery(historyQueryOptions(view, cursor));
}
