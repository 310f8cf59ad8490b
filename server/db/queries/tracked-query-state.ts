import { keywordKey } from '../../../core/search/query-identity';
import { CLICK_SHARES } from '../../../core/tracking/click-share';
import type { AiOverviewCitation, FeatureHolding } from '../../../core/ranking/feature-holdings';
import type { Queryable } from '../pool';
import type { StoredCompetitor } from './search-history';

/** A saved check, as a tracked query keeps it. */
export interface TrackedCheck {
  userId: string;
  site: string;
  keywordKey: string;
  engine: string;
  location: string;
  device: string;
  rank: number;
  rankingUrl: string | null;
  competitors: readonly StoredCompetitor[];
  checkedAt: Date;
  /** The check's SERP features and AI Overview citation; null when unknown. */
  serpFeatures: FeatureHolding[] | null;
  aiOverview: AiOverviewCitation | null;
}

/**
 * Records a saved check on the user's tracked query of the same identity, if there is one: its latest rank, URL,
 * competitors' ranks, SERP features and AI Overview citation, and best rank. An older check (a late scheduled run) never replaces a newer one. Answers
 * the id of the tracked query that took it (null: none did).
 */
export async function updateTrackedQueryState(db: Queryable, check: TrackedCheck): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `update scheduled_checks
        set checked_at = $7, current_rank = $8, ranking_url = $9, competitor_ranks = $10, serp_features = $11::jsonb, ai_overview = $12::jsonb,
            best_rank = case when $8 > 0 then least(coalesce(best_rank, $8), $8) else best_rank end
      where user_id = $1 and website_url = $2 and keyword_key = $3 and search_engine = $4 and location = $5 and device = $6
        and (checked_at is null or checked_at <= $7)
      returning id::text`,
    [
      check.userId,
      check.site,
      check.keywordKey,
      check.engine,
      check.location,
      check.device,
      check.checkedAt,
      check.rank,
      check.rankingUrl,
      JSON.stringify(check.competitors),
      check.serpFeatures ? JSON.stringify(check.serpFeatures) : null,
      check.aiOverview ? JSON.stringify(check.aiOverview) : null,
    ],
  );
  return rows[0]?.id ?? null;
}

/** Keeps the organic results of a tracked query's latest check (its detail lists them). */
export async function saveTrackedQuerySerp(db: Queryable, scheduleId: string, checkedAt: Date, results: readonly { url: string; title: string }[]): Promise<void> {
  await db.query(
    `insert into tracked_query_serps (schedule_id, checked_at, results) values ($1, $2, $3)
     on conflict (schedule_id) do update set checked_at = excluded.checked_at, results = excluded.results`,
    [scheduleId, checkedAt, JSON.stringify(results)],
  );
}

export interface VisibilityScope {
  userId: string;
  site: string;
  engine: string;
  device: string;
  /** The user's local date, YYYY-MM-DD. */
  day: string;
}

/**
 * Rewrites one day's visibility of a site on an engine and device from its tracked queries' latest ranks: how
 * many were checked, the sum of the site's click shares and each competitor's. Run in the transaction that
 * changed one of them, under the user's history lock, so two checks cannot each write a sum missing the other.
 */
export async function refreshVisibilityDay(db: Queryable, scope: VisibilityScope): Promise<void> {
  // A day whose last checked query went (deleted) has no visibility left, not the old figure.
  await db.query(
    'delete from visibility_days where user_id = $1 and website_url = $2 and search_engine = $3 and device = $4 and day = $5::date',
    [scope.userId, scope.site, scope.engine, scope.device, scope.day],
  );
  await db.query(
    `with tracked as (
       select current_rank, competitor_ranks
         from scheduled_checks
        where user_id = $1 and website_url = $2 and search_engine = $3 and device = $4 and checked_at is not null
     ), competitor_sums as (
       select c->>'url' as url, sum(coalesce(($6::float8[])[(c->>'rank')::int], 0)) as share
         from tracked, jsonb_array_elements(coalesce(tracked.competitor_ranks, '[]'::jsonb)) c
        group by c->>'url'
     )
     insert into visibility_days (user_id, website_url, search_engine, device, day, queries, site_share, competitor_shares)
     select $1, $2, $3, $4, $5::date, count(*), coalesce(sum(($6::float8[])[current_rank]), 0),
            coalesce((select jsonb_object_agg(url, share) from competitor_sums), '{}'::jsonb)
       from tracked
     having count(*) > 0`,
    [scope.userId, scope.site, scope.engine, scope.device, scope.day, CLICK_SHARES],
  );
}

/** A tracked query's tags and its site's alert mode; undefined when the check's query is not tracked. */
export async function selectTrackedAlertContext(
  db: Queryable,
  userId: string,
  query: { websiteUrl: string; keyword: string; searchEngine: string; location: string; device: string },
): Promise<{ tags: string[]; alertMode: string } | undefined> {
  const { rows } = await db.query<{ tags: string[]; alert_mode: string | null }>(
    `select s.tags, t.alert_mode
       from scheduled_checks s
       left join tracked_sites t on t.user_id = s.user_id and t.website_url = s.website_url
      where s.user_id = $1 and s.website_url = $2 and s.keyword_key = $3 and s.search_engine = $4 and s.location = $5 and s.device = $6`,
    [userId, query.websiteUrl, keywordKey(query.keyword), query.searchEngine, query.location, query.device],
  );
  const row = rows[0];
  return row ? { tags: row.tags, alertMode: row.alert_mode ?? 'every' } : undefined;
}
