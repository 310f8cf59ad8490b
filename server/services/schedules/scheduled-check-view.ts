import type { ScheduledCheck } from '../../../contracts/scheduled-check';
import { estimateSearches } from '../../../core/schedules/estimate-searches';
import { DEFAULT_SCHEDULE_TIME, isIntervalType, type ScheduleTiming } from '../../../core/schedules/schedule-timing';
import { isDevice } from '../../../core/search/devices';
import { isSearchEngine } from '../../../core/search/engines';
import type { ScheduledCheckRow, ScheduleRunRow, ScheduleTimingRow } from '../../db/queries/scheduled-checks';
import type { StoredCompetitor } from '../../db/queries/search-history';
import type { z } from 'zod';
import type { scheduledCheckRunSchema } from '../../../contracts/scheduled-check';

/** What decides a stored schedule's slots; `every N` counts from its creation. */
export function timingOf(row: Pick<ScheduleTimingRow, 'interval_type' | 'interval_value' | 'custom_schedule' | 'created_at'>): ScheduleTiming {
  return {
    intervalType: isIntervalType(row.interval_type) ? row.interval_type : 'daily',
    intervalValue: row.interval_value,
    customSchedule: row.custom_schedule,
    anchor: row.created_at,
  };
}

/** Where each target was last found: the site, then each competitor in the schedule's order (null: unknown). */
export function lastRanksOf(siteRank: number | null, competitorUrls: readonly string[], latest: readonly StoredCompetitor[] | null): (number | null)[] {
  return [siteRank, ...competitorUrls.map((url) => latest?.find((competitor) => competitor.url === url)?.rank ?? null)];
}

const STATUSES = ['succeeded', 'failed', 'skipped'] as const;

/**
 * A stored schedule as the API shows it. Its last rank and the one before come from history (the query's two
 * latest checks, scheduled or by hand); the schedule's own last rank stands in when history was deleted.
 */
export function toScheduledCheck(row: ScheduledCheckRow): ScheduledCheck {
  const timing = timingOf(row);
  const searchEngine = isSearchEngine(row.search_engine) ? row.search_engine : 'google';
  const device = isDevice(row.device) ? row.device : 'desktop';
  const lastRank = row.recent_ranks[0] ?? row.last_rank;
  const estimate = estimateSearches({
    searchEngine,
    device,
    intervalType: timing.intervalType,
    intervalValue: timing.intervalValue,
    lastRanks: lastRanksOf(lastRank, row.competitor_urls, row.latest_competitors),
    aiAnswerEngines: row.ai_answers.length,
  });
  return {
    id: String(row.id),
    websiteUrl: row.website_url,
    keyword: row.keyword,
    location: row.location as ScheduledCheck['location'],
    searchEngine,
    device,
    competitorUrls: row.competitor_urls,
    intervalType: timing.intervalType,
    intervalValue: row.interval_value,
    customSchedule: row.custom_schedule === null ? null : { ...DEFAULT_SCHEDULE_TIME, ...row.custom_schedule },
    isActive: row.is_active,
    nextCheckAt: row.next_check_at.toISOString(),
    lastRunAt: row.last_run_at?.toISOString() ?? null,
    lastStatus: STATUSES.find((status) => status === row.last_status) ?? null,
    lastError: row.last_error,
    lastRank,
    previousRank: row.recent_ranks[1] ?? null,
    estimatedSearchesPerMonth: estimate.searchesPerMonth,
    createdAt: row.created_at.toISOString(),
  };
}

export function toScheduleRun(row: ScheduleRunRow): z.infer<typeof scheduledCheckRunSchema> {
  return {
    id: String(row.id),
    slotAt: row.slot_at.toISOString(),
    status: row.status as z.infer<typeof scheduledCheckRunSchema>['status'],
    attempts: row.attempts,
    error: row.error,
    rank: row.rank_position,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
