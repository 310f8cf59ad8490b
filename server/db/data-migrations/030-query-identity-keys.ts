import { parseTarget } from '../../../core/ranking/parse-target';
import { keywordKey } from '../../../core/search/query-identity';
import type { Queryable } from '../pool';

/** Distinct values rewritten per statement: bounded parameters, however many rows share them. */
const BATCH = 5_000;

const TABLES = ['search_history', 'scheduled_checks'] as const;

async function inBatches<T>(values: T[], write: (batch: T[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < values.length; start += BATCH) await write(values.slice(start, start + BATCH));
}

/**
 * Fills `keyword_key` (migration 029) for every check and schedule, one statement per batch of distinct
 * keywords, and writes each site in the display form parseTarget gives it, as every check since history began
 * has been saved: a site saved otherwise (typed with a scheme or `www.`) then joins its query's trend.
 */
export async function fillQueryIdentity(db: Queryable): Promise<void> {
  for (const table of TABLES) {
    const { rows } = await db.query<{ keyword: string }>(`select distinct keyword from ${table} where keyword_key is null`);
    await inBatches(
      rows.map((row) => row.keyword),
      async (keywords) => {
        await db.query(
          `update ${table} t set keyword_key = k.key
             from unnest($1::text[], $2::text[]) as k(keyword, key)
            where t.keyword = k.keyword and t.keyword_key is null`,
          [keywords, keywords.map(keywordKey)],
        );
      },
    );

    const sites = await db.query<{ website_url: string }>(`select distinct website_url from ${table}`);
    const renamed = sites.rows.flatMap(({ website_url: site }) => {
      const parsed = parseTarget(site);
      return parsed.ok && parsed.target.display !== site ? [{ site, display: parsed.target.display }] : [];
    });
    await inBatches(renamed, async (batch) => {
      await db.query(
        `update ${table} t set website_url = s.display
           from unnest($1::text[], $2::text[]) as s(site, display)
          where t.website_url = s.site`,
        [batch.map((r) => r.site), batch.map((r) => r.display)],
      );
    });
  }
}
