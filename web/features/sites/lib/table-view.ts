import { DEVICES, type Device } from '../../../../core/search/devices';
import { SEARCH_ENGINES, type SearchEngine } from '../../../../core/search/engines';
import { PAGE_BLOCKS } from '../../../../contracts/serp-features';
import { AI_OVERVIEW_FILTERS, MOVER_FILTERS, RANK_FILTERS, TABLE_SORTS, type AiOverviewFilter, type RankFilter, type TableSort } from '../../../../contracts/tracking';

export type PageBlock = (typeof PAGE_BLOCKS)[number];

/** What the keyword table shows, kept in the page's URL so a view can be shared and survives a reload. */
export interface TableView {
  compare: string;
  q: string;
  tags: string[];
  engines: SearchEngine[];
  devices: Device[];
  locations: string[];
  rank: RankFilter | '';
  movers: (typeof MOVER_FILTERS)[number] | '';
  /** SERP features the site holds on the latest check (any of them). */
  features: PageBlock[];
  aiOverview: AiOverviewFilter | '';
  sort: TableSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [50, 100, 250, 500, 2000] as const;

export const DEFAULT_VIEW: TableView = {
  compare: '7',
  q: '',
  tags: [],
  engines: [],
  devices: [],
  locations: [],
  rank: '',
  movers: '',
  features: [],
  aiOverview: '',
  sort: 'keyword',
  order: 'asc',
  page: 1,
  pageSize: 100,
};

const list = (value: string | null) => (value ? value.split(',').filter((part) => part !== '') : []);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((known) => known === value);

/** The view a URL's search params describe; anything unknown falls back to the default. */
export function readView(params: URLSearchParams): TableView {
  const compare = params.get('compare');
  const pageSize = Number(params.get('size'));
  return {
    compare: compare && /^(1|7|30|\d{4}-\d{2}-\d{2})$/.test(compare) ? compare : DEFAULT_VIEW.compare,
    q: params.get('q') ?? '',
    tags: list(params.get('tags')),
    engines: list(params.get('engines')).filter((engine): engine is SearchEngine => (SEARCH_ENGINES as readonly string[]).includes(engine)),
    devices: list(params.get('devices')).filter((device): device is Device => (DEVICES as readonly string[]).includes(device)),
    locations: list(params.get('locations')),
    rank: oneOf(RANK_FILTERS, params.get('rank')) ?? '',
    movers: oneOf(MOVER_FILTERS, params.get('movers')) ?? '',
    features: list(params.get('features')).filter((feature): feature is PageBlock => (PAGE_BLOCKS as readonly string[]).includes(feature)),
    aiOverview: oneOf(AI_OVERVIEW_FILTERS, params.get('ai')) ?? '',
    sort: oneOf(TABLE_SORTS, params.get('sort')) ?? DEFAULT_VIEW.sort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_VIEW.pageSize,
  };
}

/** The search params of a view, leaving defaults out so plain URLs stay plain. */
export function writeView(view: TableView): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string, fallback: string) => value !== fallback && params.set(name, value);
  set('compare', view.compare, DEFAULT_VIEW.compare);
  set('q', view.q, '');
  set('tags', view.tags.join(','), '');
  set('engines', view.engines.join(','), '');
  set('devices', view.devices.join(','), '');
  set('locations', view.locations.join(','), '');
  set('rank', view.rank, '');
  set('movers', view.movers, '');
  set('features', view.features.join(','), '');
  set('ai', view.aiOverview, '');
  set('sort', view.sort, DEFAULT_VIEW.sort);
  set('order', view.order, DEFAULT_VIEW.order);
  set('page', String(view.page), '1');
  set('size', String(view.pageSize), String(DEFAULT_VIEW.pageSize));
  return params;
}

/** The API's filter params of a view (the table's, "select all" and the export's). */
export function filterParams(view: TableView): URLSearchParams {
  const params = new URLSearchParams({ compare: view.compare });
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.tags.length) params.set('tags', view.tags.join(','));
  if (view.engines.length) params.set('engines', view.engines.join(','));
  if (view.devices.length) params.set('devices', view.devices.join(','));
  if (view.locations.length) params.set('locations', view.locations.join(','));
  if (view.rank) params.set('rank', view.rank);
  if (view.movers) params.set('movers', view.movers);
  if (view.features.length) params.set('features', view.features.join(','));
  if (view.aiOverview) params.set('aiOverview', view.aiOverview);
  return params;
}

/** The table request's params: the filters, then sort and page. */
export function tableParams(view: TableView): URLSearchParams {
  const params = filterParams(view);
  params.set('sort', view.sort);
  params.set('order', view.order);
  params.set('offset', String((view.page - 1) * view.pageSize));
  params.set('limit', String(view.pageSize));
  return params;
}

/** How many filters narrow the table (the compare date is not one). */
export function activeFilters(view: TableView): number {
  return [
    view.q.trim() !== '',
    view.tags.length > 0,
    view.engines.length > 0,
    view.devices.length > 0,
    view.locations.length > 0,
    view.rank !== '',
    view.movers !== '',
    view.features.length > 0,
    view.aiOverview !== '',
  ].filter(Boolean).length;
}

/** A column header pressed: the same column flips its order; another starts with its natural order. */
export function nextSort(view: TableView, sort: TableSort): Pick<TableView, 'sort' | 'order' | 'page'> {
  if (view.sort === sort) return { sort, order: view.order === 'asc' ? 'desc' : 'asc', page: 1 };
  // Most positions gained first, the latest checked first; everything else from A or #1 up.
  return { sort, order: sort === 'change' || sort === 'checked' ? 'desc' : 'asc', page: 1 };
}
