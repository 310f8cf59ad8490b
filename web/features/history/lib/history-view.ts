import {
  HISTORY_SORTS,
  historyFiltersSchema,
  type HistoryFilters,
  type HistorySort,
} from '../../../../contracts/history';

export type SortOrder = 'asc' | 'desc';

/** What the history page shows: its filters and order. Lives in the URL so reload and Back keep it. */
export interface HistoryView {
  filters: HistoryFilters;
  sort: HistorySort;
  order: SortOrder;
}

export const FILTER_KEYS = ['site', 'keyword', 'engine', 'location', 'device', 'tag', 'aiOverview', 'feature', 'from', 'to'] as const satisfies readonly (keyof HistoryFilters)[];

/** The order a column starts in when first chosen: newest checks and best ranks first, names A to Z. */
export const DEFAULT_ORDER: Record<HistorySort, SortOrder> = {
  checkedAt: 'desc',
  rank: 'asc',
  keyword: 'asc',
  website: 'asc',
};

export const DEFAULT_VIEW: HistoryView = { filters: {}, sort: 'checkedAt', order: 'desc' };

function isSort(value: string | null): value is HistorySort {
  return (HISTORY_SORTS as readonly (string | null)[]).includes(value);
}

/**
 * Reads the view from search params. A hand-edited or outdated link must still open the page, so each bad
 * value is dropped on its own instead of failing the whole view.
 */
export function readHistoryView(params: URLSearchParams): HistoryView {
  const filters: HistoryFilters = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    const parsed = historyFiltersSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data) Object.assign(filters, { [key]: parsed.data });
  }
  const sortParam = params.get('sort');
  const sort = isSort(sortParam) ? sortParam : DEFAULT_VIEW.sort;
  const orderParam = params.get('order');
  const order = orderParam === 'asc' || orderParam === 'desc' ? orderParam : DEFAULT_ORDER[sort];
  return { filters, sort, order };
}

/** Search params of a view, leaving out defaults so a plain /history stays plain. */
export function writeHistoryView(view: HistoryView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  if (view.sort !== DEFAULT_VIEW.sort || view.order !== DEFAULT_VIEW.order) {
    params.set('sort', view.sort);
    params.set('order', view.order);
  }
  return params;
}

/** Query string for the API: filters, sort and order always spelled out, plus the page's cursor. */
export function historyApiParams(view: HistoryView, extra: Record<string, string | undefined> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  params.set('sort', view.sort);
  params.set('order', view.order);
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, value);
  return params;
}

export function hasFilters(view: HistoryView): boolean {
  return FILTER_KEYS.some((key) => Boolean(view.filters[key]));
}

/** Clicking a column header: the active column flips its order, another column starts in its default order. */
export function toggleSort(view: HistoryView, sort: HistorySort): HistoryView {
  if (view.sort === sort) return { ...view, order: view.order === 'asc' ? 'desc' : 'asc' };
  return { ...view, sort, order: DEFAULT_ORDER[sort] };
}
