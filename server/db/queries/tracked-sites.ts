import { ENGINES_WITH_AI_OVERVIEW } from '../../../core/search/serp-features';
import { CLICK_SHARES } from '../../../core/tracking/click-share';
import type { Queryable } from '../pool';

/** A site with what its tracked queries say now. */
export interface SiteRow {
  website_url: string;
  competitor_urls: string[];
  alert_mode: string;
  keywords: number;
  tracked_queries: number;
  checked_queries: number;
  site_share: number;
  top3: number;
  top10: number;
  average_position: number | null;
  last_checked_at: Date | null;
  runs_pending: number;
  overviews_checked: number;
  overviews_shown: number;
  overviews_unreadable: number;
  overviews_cited: number;
}

/**
 * The user's sites (all, or the one named), each with its tracked queries' counts and the sum of their click
 * shares now (core/tracking/visibility), in one pass over the user's tracked queries.
 */
export async function selectSites(db: Queryable, userId: string, site?: string): Promise<SiteRow[]> {
  const { rows } = await db.query<SiteRow>(
    `with pending as (
       -- Open runs are few (scheduled_check_runs_open): counted on their own, not probed per tracked query.
       select s.website_url, count(*)::int as runs
         from scheduled_check_runs r join scheduled_checks s on s.id = r.schedule_id
        where r.status in ('queued', 'running') and r.user_id = $1
        group by s.website_url
     )
     select t.website_url, t.competitor_urls, t.alert_mode,
            count(distinct s.keyword_key)::int as keywords,
            count(s.id)::int as tracked_queries,
            count(s.checked_at)::int as checked_queries,
            coalesce(sum(coalesce(($2::float8[])[s.current_rank], 0)) filter (where s.checked_at is not null), 0)::float8 as site_share,
            count(*) filter (where s.current_rank between 1 and 3)::int as top3,
            count(*) filter (where s.current_rank between 1 and 10)::int as top10,
            avg(s.current_rank) filter (where s.current_rank > 0)::float8 as average_position,
            max(s.checked_at) as last_checked_at,
            count(*) filter (where s.ai_overview is not null and s.search_engine = any($4::text[]))::int as overviews_checked,
            count(*) filter (where s.ai_overview->>'state' in ('cited', 'unreadable') and s.search_engine = any($4::text[]))::int as overviews_shown,
            count(*) filter (where s.ai_overview->>'state' = 'unreadable' and s.search_engine = any($4::text[]))::int as overviews_unreadable,
            count(*) filter (where s.ai_overview->>'sitePosition' is not null and s.search_engine = any($4::text[]))::int as overviews_cited,
            coalesce(min(p.runs), 0) as runs_pending
       from tracked_sites t
       left join scheduled_checks s on s.user_id = t.user_id and s.website_url = t.website_url
       left join pending p on p.website_url = t.website_url
      where t.user_id = $1 and ($3::text is null or t.website_url = $3)
      group by t.website_url, t.competitor_urls, t.alert_mode
      order by t.website_url`,
    [userId, CLICK_SHARES, site ?? null, ENGINES_WITH_AI_OVERVIEW],
  );
  return rows;
}

export interface SiteVisibilityAt {
  website_url: string;
  queries: number;
  site_share: number;
}

/**
 * Each site's visibility as it stood at the end of `day`: for every engine and device, the latest day on or
 * before it, added up.
 */
export async function selectVisibilityAt(db: Queryable, userId: string, day: string, site?: string): Promise<SiteVisibilityAt[]> {
  const { rows } = await db.query<SiteVisibilityAt>(
    `select website_url, sum(queries)::int as queries, sum(site_share)::float8 as site_share
       from (select distinct on (website_url, search_engine, device) website_url, queries, site_share
               from visibility_days
              where user_id = $1 and day <= $2::date and ($3::text is null or website_url = $3)
              order by website_url, search_engine, device, day desc) latest
      group by website_url`,
    [userId, day, site ?? null],
  );
  return rows;
}

export interface CountRow {
  value: string;
  count: number;
}

/** What a site's tracked queries can be filtered by, with how many have each. */
export async function selectSiteFacets(db: Queryable, userId: string, site: string): Promise<Record<'tags' | 'engines' | 'locations' | 'devices', CountRow[]>> {
  const { rows } = await db.query<{ facet: 'tags' | 'engines' | 'locations' | 'devices'; value: string; count: number }>(
    `select 'tags' as facet, tag as value, count(*)::int as count
       from scheduled_checks, unnest(tags) tag where user_id = $1 and website_url = $2 group by tag
     union all
     select 'engines', search_engine, count(*)::int from scheduled_checks where user_id = $1 and website_url = $2 group by search_engine
     union all
     select 'locations', location, count(*)::int from scheduled_checks where user_id = $1 and website_url = $2 group by location
     union all
     select 'devices', device, count(*)::int from scheduled_checks where user_id = $1 and website_url = $2 group by device
     order by 1, 2`,
    [userId, site],
  );
  const facets = { tags: [] as CountRow[], engines: [] as CountRow[], locations: [] as CountRow[], devices: [] as CountRow[] };
  for (const row of rows) facets[row.facet].push({ value: row.value, count: row.count });
  return facets;
}

/** The competitors' click shares now over a site's tracked queries, by competitor URL. */
export async function selectCompetitorShares(db: Queryable, userId: string, site: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ url: string; share: number }>(
    `select c->>'url' as url, sum(coalesce(($3::float8[])[(c->>'rank')::int], 0))::float8 as share
       from scheduled_checks s, jsonb_array_elements(coalesce(s.competitor_ranks, '[]'::jsonb)) c
      where s.user_id = $1 and s.website_url = $2 and s.checked_at is not null
      group by c->>'url'`,
    [userId, site, CLICK_SHARES],
  );
  return Object.fromEntries(rows.map((row) => [row.url, row.share]));
}

export interface VisibilityDayRow {
  day: string;
  search_engine: string;
  device: string;
  queries: number;
  site_share: number;
  competitor_shares: Record<string, number>;
}

/**
 * A site's stored visibility days from `from` to `to`, plus for each engine and device the latest day before
 * `from`, so the series can carry it into days without a check.
 */
export async function selectVisibilityDays(
  db: Queryable,
  userId: string,
  site: string,
  range: { from: string; to: string; engines?: readonly string[]; devices?: readonly string[] },
): Promise<VisibilityDayRow[]> {
  const { rows } = await db.query<VisibilityDayRow>(
    `with scoped as (
       select to_char(day, 'YYYY-MM-DD') as day, day as sort_day, search_engine, device, queries, site_share, competitor_shares
         from visibility_days
        where user_id = $1 and website_url = $2 and day <= $4::date
          and ($5::text[] is null or search_engine = any($5)) and ($6::text[] is null or device = any($6))
     )
     select day, search_engine, device, queries, site_share, competitor_shares from scoped where sort_day >= $3::date
     union all
     select day, search_engine, device, queries, site_share, competitor_shares
       from (select distinct on (search_engine, device) *
               from scoped where sort_day < $3::date
              order by search_engine, device, sort_day desc) before
      order by 1`,
    [userId, site, range.from, range.to, range.engines?.length ? range.engines : null, range.devices?.length ? range.devices : null],
  );
  return rows;
}

/** A tracked site's own settings; undefined when the user does not track it (yet). */
export async function selectSiteSettings(db: Queryable, userId: string, site: string): Promise<{ competitor_urls: string[]; alert_mode: string } | undefined> {
  const { rows } = await db.query<{ competitor_urls: string[]; alert_mode: string }>(
    'select competitor_urls, alert_mode from tracked_sites where user_id = $1 and website_url = $2',
    [userId, site],
  );
  return rows[0];
}

/** Sets how loudly a site's tracked queries alert (core/alerts/site-alert-mode). */
export async function updateSiteAlertMode(db: Queryable, userId: string, site: string, mode: string, now: Date): Promise<void> {
  await db.query('update tracked_sites set alert_mode = $3, updated_at = $4 where user_id = $1 and website_url = $2', [userId, site, mode, now]);
}

/** Sets a site's competitors; false when the user does not track the site. */
export async function updateSiteCompetitors(db: Queryable, userId: string, site: string, competitorUrls: readonly string[], now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'update tracked_sites set competitor_urls = $3, updated_at = $4 where user_id = $1 and website_url = $2',
    [userId, site, competitorUrls, now],
  );
  return (rowCount ?? 0) > 0;
}

/** Stops tracking a site: its tracked queries with their runs go; its checks stay in history. */
export async function deleteSite(db: Queryable, userId: string, site: string): Promise<boolean> {
  await db.query('delete from scheduled_checks where user_id = $1 and website_url = $2', [userId, site]);
  await db.query('delete from visibility_days where user_id = $1 and website_url = $2', [userId, site]);
  const { rowCount } = await db.query('delete from tracked_sites where user_id = $1 and website_url = $2', [userId, site]);
  return (rowCount ?? 0) > 0;
}
