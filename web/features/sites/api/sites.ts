import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddKeywordsInput,
  AddKeywordsResult,
  BulkAction,
  KeywordTable,
  SiteDetail,
  SiteList,
  SiteSettings,
  TrackedQueryDetail,
  TrackedQueryRow,
  VisibilitySeries,
} from '../../../../contracts/tracking';
import type { EmailPreferences } from '../../../../contracts/email-preferences';
import type { KeywordSeries } from '../../../../contracts/history';
import type { SiteAlertMode } from '../../../../core/alerts/site-alert-mode';
import { apiFetch, apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { filterParams, tableParams, type TableView } from '../lib/table-view';

// Under USER_DATA_KEY: dropped on sign-out and refreshed after each check, which moves ranks and visibility.
export const sitesKey = [...USER_DATA_KEY, 'sites'] as const;

const sitePath = (site: string) => `/me/sites/${encodeURIComponent(site)}`;

export const sitesQuery = (compare: string) =>
  queryOptions({ queryKey: [...sitesKey, 'list', compare], queryFn: () => apiJson<SiteList>(`/me/sites?compare=${compare}`) });

export const useSites = (compare: string) => useQuery(sitesQuery(compare));

/** While a site's first checks run, its figures are read again every few seconds until none waits. */
const whilePending = (pending: number | undefined) => (pending ? 4000 : false);

export function useSite(site: string, compare: string) {
  return useQuery({
    queryKey: [...sitesKey, site, 'detail', compare],
    queryFn: () => apiJson<SiteDetail>(`${sitePath(site)}?compare=${compare}`),
    refetchInterval: (query) => whilePending(query.state.data?.runsPending),
  });
}

export function useKeywordTable(site: string, view: TableView, pending: boolean) {
  return useQuery({
    queryKey: [...sitesKey, site, 'keywords', tableParams(view).toString()],
    queryFn: () => apiJson<KeywordTable>(`${sitePath(site)}/keywords?${tableParams(view).toString()}`),
    // A new sort or filter keeps the rows on screen until the next ones arrive: no flash of an empty table.
    placeholderData: keepPreviousData,
    // Each answer replaces the page whole: comparing 2,000 rows deeply with the last page for identities to keep
    // would cost a slow phone more than rendering the rows near the screen.
    structuralSharing: false,
    refetchInterval: pending ? 4000 : false,
  });
}

export function useVisibility(site: string, days: number) {
  return useQuery({
    queryKey: [...sitesKey, site, 'visibility', days],
    queryFn: () => apiJson<VisibilitySeries>(`${sitePath(site)}/visibility?days=${days}`),
  });
}

/** A tracked keyword's latest results page, page changes and alerts, while its detail is open. */
export function useKeywordDetail(site: string, id: string | null) {
  return useQuery({
    queryKey: [...sitesKey, site, 'keyword', id],
    queryFn: () => apiJson<TrackedQueryDetail>(`${sitePath(site)}/keywords/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
  });
}

/** The tracked keyword's every check (rank and competitors), for its chart. */
export function useKeywordSeries(row: Pick<TrackedQueryRow, 'keyword' | 'searchEngine' | 'location' | 'device'> & { site: string }, enabled: boolean) {
  const params = new URLSearchParams({ site: row.site, keyword: row.keyword, engine: row.searchEngine, location: row.location, device: row.device });
  return useQuery({
    queryKey: [...USER_DATA_KEY, 'history', 'series', params.toString()],
    queryFn: () => apiJson<KeywordSeries>(`/me/history/series?${params.toString()}`),
    enabled,
  });
}

/** Every id the filters match, for "select all". */
export const getMatchingIds = (site: string, view: TableView) =>
  apiJson<{ ids: string[] }>(`${sitePath(site)}/keyword-ids?${filterParams(view).toString()}`).then((answer) => answer.ids);

export const addKeywords = (input: AddKeywordsInput) => apiJson<AddKeywordsResult>('/me/sites/keywords', { method: 'POST', json: input });

export function useSiteMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: sitesKey });
  return {
    add: useMutation({ mutationFn: addKeywords, onSuccess }),
    bulk: useMutation({
      mutationFn: ({ site, action }: { site: string; action: BulkAction }) =>
        apiJson<{ affected: number; message: string }>(`${sitePath(site)}/keywords/bulk`, { method: 'POST', json: action }),
      onSuccess,
    }),
    competitors: useMutation({
      mutationFn: ({ site, competitorUrls }: { site: string; competitorUrls: string[] }) =>
        apiJson<SiteSettings>(sitePath(site), { method: 'PUT', json: { competitorUrls } }),
      onSuccess,
    }),
    alerts: useMutation({
      mutationFn: ({ site, alertMode }: { site: string; alertMode: SiteAlertMode }) => apiJson<SiteSettings>(sitePath(site), { method: 'PUT', json: { alertMode } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (site: string) => apiFetch(sitePath(site), { method: 'DELETE' }).then(() => undefined),
      onSuccess,
    }),
  };
}

/** The account's alert e-mail setting: whether a daily digest can be offered when a site is set up. */
export const useEmailPreferences = (enabled: boolean) =>
  useQuery({ queryKey: [...USER_DATA_KEY, 'email-preferences'], queryFn: () => apiJson<EmailPreferences>('/me/email-preferences'), enabled });

/** Downloads the chosen rows as CSV through the browser, named after the site. */
export async function downloadKeywordsCsv(site: string, ids: readonly string[]): Promise<void> {
  const response = await apiFetch(`${sitePath(site)}/keywords/export`, { method: 'POST', json: { ids }, headers: { Accept: 'text/csv' } });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${site.replace(/[^a-z0-9.-]+/gi, '-')}-keywords.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
