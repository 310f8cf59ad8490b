import type { RankCheckResult } from '../../../contracts/rank-check';
import { withTransaction, type Pool } from '../../db/pool';
import { insertSearchHistory, lockUserHistory, type SearchHistoryRow } from '../../db/queries/search-history';
import type { RankCheckInput } from '../run-rank-check';
import { assertDailyAllowance } from './daily-allowance';

export interface UserCheck {
  userId: string;
  input: RankCheckInput;
  result: RankCheckResult;
}

/**
 * Saves a finished check to the user's history and counts it against today's allowance in one step: under a
 * per-user advisory lock, today's rows are counted and the row is inserted only when one is left, so of many
 * parallel checks at limit-1 exactly one is saved; the others get DAILY_LIMIT_REACHED and their results are
 * discarded. A check that failed never gets here, so it uses no allowance.
 */
export async function recordUserCheck(pool: Pool, check: UserCheck, now: Date): Promise<SearchHistoryRow> {
  const { userId, input, result } = check;
  return withTransaction(pool, async (client) => {
    await lockUserHistory(client, userId);
    await assertDailyAllowance(client, userId, now);
    return insertSearchHistory(client, {
      userId,
      // The display form groups "https://www.Example.com/" and "example.com" as the same site in trends.
      websiteUrl: input.website.display,
      keyword: input.keyword,
      location: input.location,
      searchEngine: input.engine,
      rankPosition: result.rank,
      pageNumber: result.page,
      resultType: result.type,
      competitors: result.competitors.map((competitor, index) => ({
        url: input.competitors[index]?.target.display ?? competitor.url,
        rank: competitor.rank,
      })),
      checkedAt: new Date(result.checkedAt),
    });
  });
}
