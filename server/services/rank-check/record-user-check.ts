import { withTransaction, type Pool, type PoolClient } from '../../db/pool';
import { selectPreviousChecks } from '../../db/queries/previous-checks';
import { checkQueryKey } from './first-wave-depth';
import { insertSearchHistory, lockUserHistory, type SearchHistoryRow } from '../../db/queries/search-history';
import { runSavedCheckEffects, type SavedCheckEffects } from './saved-check-effects';
import type { RankCheckInput, ScannedRankCheck, SerpResult } from './run-rank-check';
import { assertDailyAllowance } from '../usage/daily-allowance';
import { recordUsage } from '../usage/usage-today';
import { recordTrackedCheck } from './record-tracked-check';

export interface UserCheck {
  userId: string;
  input: RankCheckInput;
  result: ScannedRankCheck;
  /** The organic results the scan read, kept with a tracked query as its latest results page. */
  results?: readonly SerpResult[];
  /** Run by a schedule rather than by hand (its webhook events say so). */
  scheduled?: boolean;
}

export interface RecordedCheck {
  row: SearchHistoryRow;
  /** The rank of the user's previous check of the same query (null when this is the first). */
  previousRank: number | null;
}

/**
 * Saves a finished check to the user's history and counts it against today's allowance in one step: under a
 * per-user advisory lock, today's entries in the check_usage ledger are counted (deleting history gives none
 * back) and the check is recorded only when one is left, so of many parallel checks at limit-1 exactly one is saved; the others get DAILY_LIMIT_REACHED and their results are
 * discarded. A check that failed never gets here, so it uses no allowance. The previous rank of the same query
 * is read under the same lock, so the trend shown with the result is the one history will show; the alerts
 * and achievements it raises are written (or queued) in the same transaction.
 */
export async function recordUserCheck(
  pool: Pool,
  check: UserCheck,
  now: Date,
  effects: SavedCheckEffects,
  /** Runs in the same transaction once the check is saved (a scheduled run records itself); throwing undoes the save. */
  alsoInTransaction?: (client: PoolClient, recorded: RecordedCheck) => Promise<void>,
): Promise<RecordedCheck> {
  const { userId, input, result } = check;
  const key = checkQueryKey(input);
  return withTransaction(pool, async (client) => {
    await lockUserHistory(client, userId);
    const { timeZone } = await assertDailyAllowance(client, userId, now);
    await recordUsage(client, userId, now, timeZone);
    const previous = await selectPreviousChecks(client, userId, key);
    const row = await insertSearchHistory(client, {
      userId,
      websiteUrl: key.websiteUrl,
      keyword: key.keyword,
      location: key.location,
      searchEngine: key.searchEngine,
      device: key.device,
      source: result.source,
      resultsScanned: result.resultsScanned,
      rankPosition: result.rank,
      pageNumber: result.page,
      resultType: result.type,
      matchedUrl: result.matchedUrl,
      competitors: result.competitors.map((competitor, index) => ({
        url: input.competitors[index]?.target.display ?? competitor.url,
        rank: competitor.rank,
      })),
      checkedAt: new Date(result.checkedAt),
      serpFeatures: result.serpFeatures,
      aiOverview: result.aiOverview,
    });
    await recordTrackedCheck(client, { userId, query: key, row, rankingUrl: result.rank > 0 ? result.matchedUrl : null, results: check.results ?? null }, timeZone);
    await runSavedCheckEffects(client, effects, userId, {
      query: key,
      rank: result.rank,
      matchedUrl: result.rank > 0 ? result.matchedUrl : null,
      competitors: row.competitors,
      previous: previous.latest,
      previousPositive: previous.latestPositive,
      aiOverview: result.aiOverview ?? null,
      previousOverview: previous.latestOverview,
      features: result.serpFeatures ?? null,
      previousFeatures: previous.latestFeatures,
    }, now, {
      // int8 ids arrive from pg as strings whatever the row type says; the API speaks of them as strings.
      checkId: String(row.id),
      page: result.page,
      checkedAt: row.checked_at,
      scheduled: check.scheduled ?? false,
      simulated: result.simulated,
    });
    const recorded = { row, previousRank: previous.latest?.rank ?? null };
    await alsoInTransaction?.(client, recorded);
    return recorded;
  });
}
