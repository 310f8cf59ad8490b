import type { PageFeatures } from '../../../core/search/serp-features';
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
  /** Null for a page cached before features were kept, or from a provider that reads none. */
  features: PageFeatures | null;
  fetched_at: Date;
}

/** The cached page when it was fetched less than ttlSeconds ago (judged by the database clock). */
export async function getFreshSerpPage(db: Queryable, key: SerpPageKey, ttlSeconds: number): Promise<CachedSerpPageRow | undefined> {
  const { rows } = await db.query<CachedSerpPageRow>(
    `select entries, ended, features, fetched_at
       from serp_page_cache
      where provider = $1 and engine = $2 and location = $3 and device = $4 and keyword = $5 and start = $6
        and fetched_at > now() - make_interval(secs => $7)`,
    [key.provider, key.engine, key.location, key.device, key.keyword, key.start, ttlSeconds],
  );
  return rows[0];
}

export async function upsertSerpPage(db: Queryable, key: SerpPageKey, page: { entries: SerpEntry[]; ended: boolean; features?: PageFeatures | undefined }): Promise<void> {
  await db.query(
    `insert into serp_page_cache (provider, engine, location, device, keyword, start, entries, ended, features, fetched_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9::jsonb, now())
     on conflict (provider, engine, location, device, keyword, start)
     do update set entries = excluded.entries, ended = excluded.ended, features = excluded.features, fetched_at = excluded.fetched_at`,
    [key.provider, key.engine, key.location, key.device, key.keyword, key.start, JSON.stringify(page.entries), page.ended, page.features ? JSON.stringify(page.features) : null],
  );
}

/** Pages kept past the cache's TTL: per engine and device, those that start below `startBelow`, for `seconds`. */
export interface KeptPages {
  seconds: number;
  firstPages: readonly { engine: string; device: string; startBelow: number }[];
}

/**
 * Deletes pages older than ttlSeconds, except the kept ones while they are younger than `keep.seconds` (checks
 * never read a page past the TTL; competitor discovery reads top-10 pages for longer); returns how many.
 */
export async function deleteExpiredSerpPages(db: Queryable, ttlSeconds: number, keep?: KeptPages): Promise<number> {
  const kept = keep?.firstPages ?? [];
  const result = await db.query(
    `delete from serp_page_cache p
      where p.fetched_at <= now() - make_interval(secs => $1)
        and not (p.fetched_at > now() - make_interval(secs => $2)
                 and exists (select 1 from unnest($3::text[], $4::text[], $5::int[]) k(engine, device, start_below)
                              where k.engine = p.engine and k.device = p.device and p.start < k.start_below))`,
    [ttlSeconds, keep?.seconds ?? 0, kept.map((k) => k.engine), kept.map((k) => k.device), kept.map((k) => k.startBelow)],
  );
  return result.rowCount ?? 0;
}
