import type { OrganicResult } from '../../adapters/serp/serp-provider';
import type { Queryable } from '../pool';

/** Identity of one cached results page. `keyword` is normalised and lower-cased. */
export interface SerpPageKey {
  provider: string;
  engine: string;
  location: string;
  keyword: string;
  page: number;
}

export interface CachedSerpPageRow {
  results: OrganicResult[];
  has_more: boolean;
  fetched_at: Date;
}

/** The cached page when it was fetched less than ttlSeconds ago (judged by the database clock). */
export async function getFreshSerpPage(
  db: Queryable,
  key: SerpPageKey,
  ttlSeconds: number,
): Promise<CachedSerpPageRow | undefined> {
  const { rows } = await db.query<CachedSerpPageRow>(
    `select results, has_more, fetched_at
       from serp_page_cache
      where provider = $1 and engine = $2 and location = $3 and keyword = $4 and page = $5
        and fetched_at > now() - make_interval(secs => $6)`,
    [key.provider, key.engine, key.location, key.keyword, key.page, ttlSeconds],
  );
  return rows[0];
}

export async function upsertSerpPage(
  db: Queryable,
  key: SerpPageKey,
  page: { results: OrganicResult[]; hasMore: boolean },
): Promise<void> {
  await db.query(
    `insert into serp_page_cache (provider, engine, location, keyword, page, results, has_more, fetched_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, now())
     on conflict (provider, engine, location, keyword, page)
     do update set results = excluded.results, has_more = excluded.has_more, fetched_at = excluded.fetched_at`,
    [key.provider, key.engine, key.location, key.keyword, key.page, JSON.stringify(page.results), page.hasMore],
  );
}

/** Deletes pages older than ttlSeconds; returns how many. */
export async function deleteExpiredSerpPages(db: Queryable, ttlSeconds: number): Promise<number> {
  const result = await db.query(
    'delete from serp_page_cache where fetched_at <= now() - make_interval(secs => $1)',
    [ttlSeconds],
  );
  return result.rowCount ?? 0;
}
