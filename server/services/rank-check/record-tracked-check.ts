import { localDateOf } from '../../../core/plans/local-day';
import { formatIsoDay } from '../../../core/reports/report-period';
import { keywordKey } from '../../../core/search/query-identity';
import type { Queryable } from '../../db/pool';
import type { SearchHistoryRow } from '../../db/queries/search-history';
import { refreshVisibilityDay, saveTrackedQuerySerp, updateTrackedQueryState } from '../../db/queries/tracked-query-state';
import type { SerpResult } from './run-rank-check';

export interface SavedCheck {
  userId: string;
  /** The check's query as history stores it (site in its display form). */
  query: { websiteUrl: string; keyword: string; searchEngine: string; location: string; device: string };
  row: SearchHistoryRow;
  rankingUrl: string | null;
  /** The organic results the check read; null when the caller did not keep them (the page is then left as it was). */
  results: readonly SerpResult[] | null;
}

/**
 * A saved check of a tracked query (by hand, "run now" or its schedule) updates the query's latest state and
 * rewrites today's visibility of its site on that engine and device. Called in the check's transaction, under
 * the user's history lock.
 */
export async function recordTrackedCheck(db: Queryable, check: SavedCheck, timeZone: string): Promise<void> {
  const { query, row } = check;
  const scheduleId = await updateTrackedQueryState(db, {
    userId: check.userId,
    site: query.websiteUrl,
    keywordKey: keywordKey(query.keyword),
    engine: query.searchEngine,
    location: query.location,
    device: query.device,
    rank: row.rank_position,
    rankingUrl: check.rankingUrl,
    competitors: row.competitors,
    checkedAt: row.checked_at,
    serpFeatures: row.serp_features,
    aiOverview: row.ai_overview,
  });
  if (scheduleId === null) return;
  if (check.results) await saveTrackedQuerySerp(db, scheduleId, row.checked_at, check.results);
  const day = formatIsoDay(localDateOf(row.checked_at, timeZone));
  await refreshVisibilityDay(db, { userId: check.userId, site: query.websiteUrl, engine: query.searchEngine, device: query.device, day });
}
