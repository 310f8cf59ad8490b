import type { SerpEntry } from '../../adapters/serp/serp-provider';
import type { Queryable } from '../pool';

/** One query (keyword, engine, location, device) the user checked recently. */
export interface RecentQueryRow {
  /** As first typed in the period; every spelling of it is one query. */
  keyword: string;
  engine: string;
  location: string;
  device: string;
  /** The providers that answered its checks ('serpapi', 'demo'); empty for checks saved before this was recorded. */
  sources: string[];
}

/**
 * The user's distinct queries checked since `since`, most recently checked first, at most `limit`. A range of
 * the user's checks on search_history_user_checked, grouped: no other user's rows are read.
 */
export async function selectRecentQueries(db: Queryable, userId: string, since: Date, limit: number): Promise<RecentQueryRow[]> {
  const { rows } = await db.query<RecentQueryRow>(
    `select (array_agg(keyword order by checked_at, id))[1] as keyword, search_engine as engine, location, device,
            coalesce(array_agg(distinct source) filter (where source is not null), '{}') as sources
       from search_history
      where user_id = $1 and checked_at >= $2
      group by keyword_key, search_engine, location, device
      order by max(checked_at) desc, keyword_key
      limit $3`,
    [userId, since, limit],
  );
  return rows;
}

/** The websites the user checked since `since`, as stored: their own sites. */
export async function selectRecentSites(db: Queryable, userId: string, since: Date): Promise<string[]> {
  const { rows } = await db.query<{ website_url: string }>(
    'select distinct website_url from search_history where user_id = $1 and checked_at >= $2',
    [userId, since],
  );
  return rows.map((row) => row.website_url);
}

/** Where to look in the page cache for one query: its full key but the page start, and how far pages may start. */
export interface CachedPageLookup {
  provider: string;
  engine: string;
  location: string;
  device: string;
  /** As the cache keys it: normalised and lower-cased. */
  keyword: string;
  /** Pages starting at or past this are not read. */
  startBelow: number;
}

export interface CachedPageRow {
  provider: string;
  engine: string;
  location: string;
  device: string;
  keyword: string;
  start: number;
  entries: SerpEntry[];
  ended: boolean;
  fetched_at: Date;
}

/**
 * The cached pages of these queries that start below each one's limit and were fetched less than
 * `maxAgeSeconds` ago (by the database clock, which stamped them). Each lookup is a range of the cache's
 * primary key (provider, engine, location, device, keyword, start); nothing is fetched from a provider.
 */
export async function selectCachedPages(db: Queryable, lookups: readonly CachedPageLookup[], maxAgeSeconds: number): Promise<CachedPageRow[]> {
  if (lookups.length === 0) return [];
  const column = <K extends keyof CachedPageLookup>(key: K) => lookups.map((lookup) => lookup[key]);
  const { rows } = await db.query<CachedPageRow>(
    `select p.provider, p.engine, p.location, p.device, p.keyword, p.start, p.entries, p.ended, p.fetched_at
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])
              as q(provider, engine, location, device, keyword, start_below)
       join serp_page_cache p
         on p.provider = q.provider and p.engine = q.engine and p.location = q.location and p.device = q.device
        and p.keyword = q.keyword and p.start < q.start_below
      where p.fetched_at > now() - make_interval(secs => $7)`,
    [column('provider'), column('engine'), column('location'), column('device'), column('keyword'), column('startBelow'), maxAgeSeconds],
  );
  return rows;
}
