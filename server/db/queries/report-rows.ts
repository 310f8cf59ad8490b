import type { Queryable } from '../pool';
import type { AiOverviewSummary } from '../../../core/ranking/feature-holdings';
import type { StoredCompetitor } from './search-history';

/** One check of a site, as a period report reads it. */
export interface ReportRow {
  keyword: string;
  search_engine: string;
  location: string;
  device: string;
  /** The SERP provider that answered; null for checks saved before it was recorded. */
  source: string | null;
  rank_position: number;
  competitors: StoredCompetitor[];
  checked_at: Date;
  /** Its AI Overview without the competitors cited (a year of checks stays small); null when unknown. */
  ai_overview: AiOverviewSummary | null;
  /** The features the site held on the first page; null when unknown. */
  features_held: string[] | null;
}

export interface ReportSiteRow {
  site: string;
  checks: number;
  last_checked_at: Date;
}

/** The sites list stays a menu, not a dump: a user with more sites than this sees the most checked. */
export const MAX_REPORT_SITES = 500;

/**
 * The most checks one report reads: a year of hourly checks of a dozen keywords. A report over more would hold
 * hundreds of megabytes in memory for one request; the caller asks for a shorter period instead.
 */
export const MAX_REPORT_ROWS = 100_000;

/**
 * The user's checks of one site (website_url as stored) in [start, endExclusive), oldest first; id orders checks
 * saved at the same instant. At most `limit` rows (ask one more than you accept to learn there are more).
 * Served by search_history_user_site_checked (user_id, website_url, checked_at, id).
 */
export async function selectReportRows(
  db: Queryable,
  userId: string,
  site: string,
  start: Date,
  endExclusive: Date,
  limit: number,
  /** Only the checks of the site's queries tracked with this tag. */
  tag?: string,
): Promise<ReportRow[]> {
  const tagged =
    tag === undefined
      ? ''
      : `and (keyword_key, search_engine, location, device) in
           (select keyword_key, search_engine, location, device from scheduled_checks
             where user_id = $1 and website_url = $2 and tags @> array[$6]::text[])`;
  const { rows } = await db.query<ReportRow>(
    `select keyword, search_engine, location, device, source, rank_position, competitors, checked_at,
            case when ai_overview is null then null else ai_overview - 'competitors' - 'reason' end as ai_overview,
            case when serp_features is null then null
                 else array(select f->>'feature' from jsonb_array_elements(serp_features) f where (f->>'heldBySite')::boolean) end as features_held
       from search_history
      where user_id = $1 and website_url = $2 and checked_at >= $3 and checked_at < $4 ${tagged}
      order by checked_at, id
      limit $5`,
    tag === undefined ? [userId, site, start, endExclusive, limit] : [userId, site, start, endExclusive, limit, tag],
  );
  return rows;
}

/** The tags of each site's tracked queries, sorted. */
export async function selectSiteTags(db: Queryable, userId: string): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ site: string; tags: string[] }>(
    `select website_url as site, array_agg(distinct t order by t) as tags
       from scheduled_checks, unnest(tags) t
      where user_id = $1
      group by website_url`,
    [userId],
  );
  return new Map(rows.map((row) => [row.site, row.tags]));
}

/** Every site the user has checked with its number of checks and latest check, most checked first. */
export async function selectReportSites(db: Queryable, userId: string): Promise<ReportSiteRow[]> {
  const { rows } = await db.query<ReportSiteRow>(
    `select website_url as site, count(*)::int as checks, max(checked_at) as last_checked_at
       from search_history
      where user_id = $1
      group by website_url
      order by checks desc, last_checked_at desc, site
      limit $2`,
    [userId, MAX_REPORT_SITES],
  );
  return rows;
}

/** Whether the user has any check of the site (website_url as stored); served by search_history_user_site_checked. */
export async function userHasChecksOfSite(db: Queryable, userId: string, site: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'select exists (select 1 from search_history where user_id = $1 and website_url = $2) as found',
    [userId, site],
  );
  return rows[0]?.found ?? false;
}
