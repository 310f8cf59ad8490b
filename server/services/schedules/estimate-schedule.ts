import type { z } from 'zod';
import type { scheduleEstimateRequestSchema } from '../../../contracts/scheduled-check';
import { normalizeKeyword, parseTarget } from '../../../core/ranking';
import { estimateSearches, type SearchEstimate } from '../../../core/schedules/estimate-searches';
import type { Queryable } from '../../db/pool';
import { selectPreviousChecks } from '../../db/queries/previous-checks';
import { lastRanksOf } from './scheduled-check-view';

export type ScheduleEstimateRequest = z.output<typeof scheduleEstimateRequestSchema>;

/**
 * What a schedule would cost before it is saved. The form asks while it is being filled in, so nothing here is
 * refused: where the user's history knows the query, the site's and competitors' last ranks shorten the scan;
 * a site, keyword or competitor not yet complete counts as never checked (the full scan).
 */
export async function estimateSchedule(db: Queryable, userId: string, request: ScheduleEstimateRequest): Promise<SearchEstimate> {
  const website = parseTarget(request.websiteUrl.trim());
  const keyword = normalizeKeyword(request.keyword);
  const competitorUrls = request.competitorUrls
    .map((url) => url.trim())
    .filter((url) => url !== '')
    .map((url) => {
      const parsed = parseTarget(url);
      return parsed.ok ? parsed.target.display : url;
    });
  let lastRanks: (number | null)[] = lastRanksOf(null, competitorUrls, null);
  if (website.ok && keyword !== '') {
    const previous = await selectPreviousChecks(db, userId, {
      websiteUrl: website.target.display,
      keyword,
      searchEngine: request.searchEngine,
      location: request.location,
      device: request.device,
    });
    lastRanks = lastRanksOf(previous.latest?.rank ?? null, competitorUrls, previous.latest?.competitors ?? null);
  }
  return estimateSearches({
    searchEngine: request.searchEngine,
    device: request.device,
    intervalType: request.intervalType,
    intervalValue: request.intervalValue,
    lastRanks,
  });
}
