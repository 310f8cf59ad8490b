import type { IntervalType, ScheduleTime } from '../../../core/schedules/schedule-timing';
import type { Device } from '../../../core/search/devices';
import type { SearchEngine } from '../../../core/search/engines';
import type { LocationCode } from '../../../core/search/locations';
import { keywordKey } from '../../../core/search/query-identity';
import type { Queryable } from '../pool';
import type { StoredCompetitor } from './search-history';

/** A schedule as stored, with what history says of its query. */
export interface ScheduledCheckRow {
  id: number;
  website_url: string;
  keyword: string;
  location: string;
  search_engine: string;
  device: string;
  competitor_urls: string[];
  interval_type: string;
  interval_value: number;
  custom_schedule: Partial<ScheduleTime> | null;
  is_active: boolean;
  next_check_at: Date;
  last_run_at: Date | null;
  last_status: string | null;
  last_error: string | null;
  last_rank: number | null;
  created_at: Date;
  /** Ranks of the query's latest checks in history, newest first (at most two; empty when never checked). */
  recent_ranks: number[];
  /** The competitors' ranks in the query's latest check; null when never checked. */
  latest_competitors: StoredCompetitor[] | null;
  /** The AI answer engines it samples on each run. */
  ai_answers: string[];
}

const COLUMNS = `s.id, s.website_url, s.keyword, s.location, s.search_engine, s.device, s.competitor_urls, s.interval_type,
  s.interval_value, s.custom_schedule, s.is_active, s.next_check_at, s.last_run_at, s.last_status, s.last_error, s.last_rank,
  s.created_at, s.ai_answers`;

// The two latest checks of the schedule's query, scheduled or by hand: one backward probe of
// search_history_user_query per schedule.
const WITH_HISTORY = `select ${COLUMNS},
       coalesce(h.recent_ranks, '{}') as recent_ranks, h.latest_competitors
  from scheduled_checks s
  left join lateral (
    select array_agg(recent.rank_position order by recent.checked_at desc, recent.id desc) as recent_ranks,
           (array_agg(recent.competitors order by recent.checked_at desc, recent.id desc))[1] as latest_competitors
      from (select h.rank_position, h.competitors, h.checked_at, h.id
              from search_history h
             where h.user_id = s.user_id and h.website_url = s.website_url and h.keyword_key = s.keyword_key
               and h.search_engine = s.search_engine and h.location = s.location and h.device = s.device
             order by h.checked_at desc, h.id desc
             limit 2) recent
  ) h on true`;

/** The user's schedules, newest first. */
export async function selectScheduledChecks(db: Queryable, userId: string): Promise<ScheduledCheckRow[]> {
  const { rows } = await db.query<ScheduledCheckRow>(`${WITH_HISTORY} where s.user_id = $1 order by s.created_at desc, s.id desc`, [userId]);
  return rows;
}

/** One of the user's schedules; null when it does not exist or is someone else's. */
export async function selectScheduledCheck(db: Queryable, userId: string, id: string): Promise<ScheduledCheckRow | null> {
  const { rows } = await db.query<ScheduledCheckRow>(`${WITH_HISTORY} where s.user_id = $1 and s.id = $2`, [userId, id]);
  return rows[0] ?? null;
}

/** What decides a schedule's next check, locked until the transaction ends (the dispatcher skips it meanwhile). */
export interface ScheduleTimingRow {
  interval_type: string;
  interval_value: number;
  custom_schedule: Partial<ScheduleTime> | null;
  is_active: boolean;
  next_check_at: Date;
  created_at: Date;
}

export async function selectScheduleTimingForUpdate(db: Queryable, userId: string, id: string): Promise<ScheduleTimingRow | null> {
  const { rows } = await db.query<ScheduleTimingRow>(
    `select interval_type, interval_value, custom_schedule, is_active, next_check_at, created_at
       from scheduled_checks where user_id = $1 and id = $2 for update`,
    [userId, id],
  );
  return rows[0] ?? null;
}

/** Serialises changes to a user's set of schedules, so two requests cannot both pass the cap. */
export async function lockUserSchedules(db: Queryable, userId: string): Promise<void> {
  await db.query(`select pg_advisory_xact_lock(hashtextextended('scheduled_checks:' || $1, 0))`, [userId]);
}

export async function countScheduledChecks(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from scheduled_checks where user_id = $1', [userId]);
  return rows[0]?.count ?? 0;
}

/** A schedule's stored fields: site and competitors in history's display form, keyword normalised. */
export interface ScheduleFields {
  websiteUrl: string;
  keyword: string;
  location: LocationCode;
  searchEngine: SearchEngine;
  device: Device;
  competitorUrls: string[];
  intervalType: IntervalType;
  intervalValue: number;
  customSchedule: Partial<ScheduleTime> | null;
  isActive: boolean;
  nextCheckAt: Date;
  /** Given when the query is tracked; an existing one keeps its own. */
  tags?: readonly string[];
}

const toRecord = (fields: ScheduleFields) => ({
  website_url: fields.websiteUrl,
  keyword: fields.keyword,
  keyword_key: keywordKey(fields.keyword),
  location: fields.location,
  search_engine: fields.searchEngine,
  device: fields.device,
  competitor_urls: fields.competitorUrls,
  interval_type: fields.intervalType,
  interval_value: fields.intervalValue,
  custom_schedule: fields.customSchedule,
  is_active: fields.isActive,
  next_check_at: fields.nextCheckAt.toISOString(),
  tags: fields.tags ?? [],
});

/**
 * Adds schedules in one statement; one the user already has (the same query: site, keyword by its key, engine,
 * location and device) is left as it was, spelling included. Returns the ids of those added.
 */
export async function insertScheduledChecks(db: Queryable, userId: string, schedules: readonly ScheduleFields[], now: Date): Promise<number[]> {
  if (schedules.length === 0) return [];
  const { rows } = await db.query<{ id: number }>(
    `insert into scheduled_checks (user_id, website_url, keyword, keyword_key, location, search_engine, device, competitor_urls,
                                   interval_type, interval_value, custom_schedule, is_active, next_check_at, created_at, updated_at, tags)
     select $1, r.website_url, r.keyword, r.keyword_key, r.location, r.search_engine, r.device, r.competitor_urls,
            r.interval_type, r.interval_value, r.custom_schedule, r.is_active, r.next_check_at, $3, $3, r.tags
       from jsonb_to_recordset($2::jsonb) as r(website_url text, keyword text, keyword_key text, location text, search_engine text,
            device text, competitor_urls text[], interval_type text, interval_value integer, custom_schedule jsonb,
            is_active boolean, next_check_at timestamptz, tags text[])
     on conflict (user_id, website_url, keyword_key, search_engine, location, device) do nothing
     returning id`,
    [userId, JSON.stringify(schedules.map(toRecord)), now],
  );
  const ids = rows.map((row) => row.id);
  await db.query(
    `insert into tracked_sites (user_id, website_url, created_at, updated_at)
     select $1, site, $3, $3 from unnest($2::text[]) as site
     on conflict (user_id, website_url) do nothing`,
    [userId, [...new Set(schedules.map((schedule) => schedule.websiteUrl))], now],
  );
  await fillTrackedStateFromHistory(db, userId, ids);
  return ids;
}

/**
 * A query tracked anew (or changed into another) takes what history already knows of it, checks by hand before it
 * was tracked included: its latest check and best rank, as every later check keeps them
 * (db/queries/tracked-query-state); nothing when it was never checked.
 */
export async function fillTrackedStateFromHistory(db: Queryable, userId: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `update scheduled_checks s
        set (checked_at, current_rank, ranking_url, competitor_ranks, best_rank) = (
              select latest.checked_at, latest.rank_position, case when latest.rank_position > 0 then latest.matched_url end,
                     latest.competitors, best.rank
                from (select h.checked_at, h.rank_position, h.matched_url, h.competitors
                        from search_history h
                       where h.user_id = s.user_id and h.website_url = s.website_url and h.keyword_key = s.keyword_key
                         and h.search_engine = s.search_engine and h.location = s.location and h.device = s.device
                       order by h.checked_at desc, h.id desc
                       limit 1) latest
                cross join lateral (
                      select min(h.rank_position) as rank
                        from search_history h
                       where h.user_id = s.user_id and h.website_url = s.website_url and h.keyword_key = s.keyword_key
                         and h.search_engine = s.search_engine and h.location = s.location and h.device = s.device
                         and h.rank_position > 0) best)
      where s.user_id = $1 and s.id = any($2::bigint[])`,
    [userId, ids],
  );
}

/** Replaces one of the user's schedules' fields; false when it is not theirs. A clash with another raises 23505. */
export async function updateScheduledCheck(db: Queryable, userId: string, id: string, fields: ScheduleFields, now: Date): Promise<boolean> {
  const record = toRecord(fields);
  const { rowCount } = await db.query(
    `update scheduled_checks
        set website_url = $3, keyword = $4, location = $5, search_engine = $6, device = $7, competitor_urls = $8,
            interval_type = $9, interval_value = $10, custom_schedule = $11, is_active = $12, next_check_at = $13, updated_at = $14,
            keyword_key = $15
      where user_id = $1 and id = $2`,
    [
      userId,
      id,
      record.website_url,
      record.keyword,
      record.location,
      record.search_engine,
      record.device,
      record.competitor_urls,
      record.interval_type,
      record.interval_value,
      record.custom_schedule === null ? null : JSON.stringify(record.custom_schedule),
      record.is_active,
      fields.nextCheckAt,
      now,
      record.keyword_key,
    ],
  );
  if (!rowCount) return false;
  await db.query(
    `insert into tracked_sites (user_id, website_url, created_at, updated_at) values ($1, $2, $3, $3)
     on conflict (user_id, website_url) do nothing`,
    [userId, record.website_url, now],
  );
  await fillTrackedStateFromHistory(db, userId, [Number(id)]);
  return true;
}

/** Deletes one of the user's schedules with its runs; false when it is not theirs. */
/** Deletes the user's schedule; what it checked, or null when the user has none with that id. */
export async function deleteScheduledCheck(db: Queryable, userId: string, id: string): Promise<{ keyword: string; website_url: string; search_engine: string } | null> {
  const { rows } = await db.query<{ keyword: string; website_url: string; search_engine: string }>(
    'delete from scheduled_checks where user_id = $1 and id = $2 returning keyword, website_url, search_engine',
    [userId, id],
  );
  return rows[0] ?? null;
}

export interface ScheduleRunRow {
  id: number;
  slot_at: Date;
  status: string;
  attempts: number;
  error: string | null;
  rank_position: number | null;
  finished_at: Date | null;
}

/** A schedule's latest runs by slot, newest first. */
export async function selectScheduleRuns(db: Queryable, userId: string, scheduleId: string, limit: number): Promise<ScheduleRunRow[]> {
  const { rows } = await db.query<ScheduleRunRow>(
    `select id, slot_at, status, attempts, error, rank_position, finished_at
       from scheduled_check_runs
      where user_id = $1 and schedule_id = $2
      order by slot_at desc, id desc
      limit $3`,
    [userId, scheduleId, limit],
  );
  return rows;
}

/** Whether the schedule exists and is the user's. */
export async function scheduledCheckExists(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from scheduled_checks where user_id = $1 and id = $2', [userId, id]);
  return (rowCount ?? 0) > 0;
}
