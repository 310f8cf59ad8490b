import type { ScheduledCheck } from '../../contracts/scheduled-check';
import { trendText } from '../../core/ranking/rank-trend';
import { intervalText, queryText, rankText, searchesText, timeText } from './describe';

/** One scheduled check on a line: what, how often, the last rank and what it costs a month. */
export function trackedKeywordLine(check: ScheduledCheck): string {
  const query = queryText({ engine: check.searchEngine, location: check.location, device: check.device });
  const competitors = check.competitorUrls.length > 0 ? ` · competitors ${check.competitorUrls.join(', ')}` : '';
  // A new schedule can start from the rank of the latest check by hand (lastRank set, lastRunAt still null).
  const last =
    check.lastRank === null
      ? 'not checked yet'
      : `last ${rankText(check.lastRank)}${check.lastRunAt ? ` on ${timeText(check.lastRunAt)}` : ''} · ${trendText(check.lastRank, check.previousRank)}`;
  const state = check.isActive ? `next ${timeText(check.nextCheckAt)}` : 'paused';
  const failed = check.lastStatus === 'failed' || check.lastStatus === 'skipped' ? ` · last run ${check.lastStatus}: ${check.lastError ?? 'no reason given'}` : '';
  return (
    `- [id ${check.id}] ${check.websiteUrl} · "${check.keyword}" · ${query}${competitors} · ${intervalText(check.intervalType, check.intervalValue)}, ${state} · ` +
    `${last} · about ${searchesText(check.estimatedSearchesPerMonth)} a month${failed}`
  );
}

/** Searches a month of the schedules that run (paused ones spend nothing). */
export function monthlySearches(checks: readonly ScheduledCheck[]): number {
  return checks.filter((check) => check.isActive).reduce((sum, check) => sum + check.estimatedSearchesPerMonth, 0);
}
