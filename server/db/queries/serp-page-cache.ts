import type { SerpEntry } from '../../adapters/serp/serp-provider';
import type { Queryable } from '../pool';

/** Identity of one cached provider answer. `keyword` is normalised and lower-cased. */
export interface SerpPageKey {
  provider: string;
  engine: string;
  location: string;
  device: string;
  keyword: string;
  /** Results skipped, or the page number on engines that page by number. */
  start: number;
}

export interface CachedSerpPageRow {
  entries: SerpEntry[];
  ended: boolean;
  fetched_at: Date;
}

/** The cached page when it was fetched less than ttlSeconds ago (judged by the database clock). */
export async function getFreshSerpPage(db: Queryable, key: SerpPageKey, ttlSeconds: number): Promise<CachedSerpPageRow | undefined> {
  const { rows } = await db.query<CachedSerpPageRow>(
    `select entries, ended, fetched_at
       from serp_page_cache
      where provider = $1 and engine = $2 and location = $3 and device = $4 and keyword = $5 and start = $6
        and fetched_at > now() - make_interval(secs => $7)`,
    [key.provider, key.engine, key.location, key.device, key.keyword, key.start, ttlSeconds],
  );
  return rows[0];
}

export async function upsertSerpPage(db: Queryable, key: SerpPageKey, page: { entries: SerpEntry[]; ended: boolean }): Promise<void> {
  await db.query(
    `insert into serp_page_cache (provider, engine, location, device, keyword, start, entries, ended, fetched_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, now())
     on conflict (provider, engine, location, device, keyword, start)
     do update set entries = excluded.entries, ended = excluded.ended, fetched_at = excluded.fetched_at`,
    [key.provider, key.engine, key.location, key.device, key.keyword, key.start, JSON.stringify(page.entries), page.ended],
  );
}

/** Deletes pages older than ttlSeconds; returns how many. */
export async function deleteExpiredSerpPages(db: Queryable, ttlSeconds: number): Promise<number> {
  const result = await db.query('delete from serp_page_cache where fetched_at <= now() - make_interval(secs => $1)', [ttlSeconds]);
  return result.rowCount ?? 0;
}
