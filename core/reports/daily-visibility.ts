import { localDateOf } from '../plans/local-day';
import { keywordKey } from '../search/query-identity';
import { clickShare } from '../tracking/click-share';
import { shareOfVoice, visibilityPercent } from '../tracking/visibility';
import type { ReportCheck } from './report-input';
import { formatIsoDay, periodDays } from './report-period';

export interface VisibilityPoint {
  /** yyyy-mm-dd in the owner's zone. */
  day: string;
  /** 0..100 (1 decimal) over the queries checked so far in the period; null before the first check. */
  visibility: number | null;
  /** The site's share of voice among it and the competitors checked with it, in percent; null when none ranks. */
  shareOfVoice: number | null;
  /** Queries whose latest rank it is computed from. */
  queries: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Visibility and share of voice at the end of each day of the period, as the sites pages compute them
 * (core/tracking/visibility): each query counts with its latest check so far in the period, a day without checks
 * keeps the day before's figure, and days before a query's first check leave it out. Checks must be oldest first.
 * @example one query at #1 on day 1 and not found on day 2 -> visibility 100, then 0
 */
export function dailyVisibility(checks: readonly ReportCheck[], from: string, to: string, timeZone: string): VisibilityPoint[] {
  const byDay = new Map<string, ReportCheck[]>(periodDays(from, to).map((day) => [day, []]));
  for (const check of checks) byDay.get(formatIsoDay(localDateOf(check.checkedAt, timeZone)))?.push(check);
  const latest = new Map<string, ReportCheck>();
  return [...byDay].map(([day, ofDay]) => {
    for (const check of ofDay) latest.set(`${keywordKey(check.keyword)}\u0000${check.engine}\u0000${check.location}\u0000${check.device}`, check);
    const current = [...latest.values()];
    const visibility = visibilityPercent(current);
    const competitorShares: Record<string, number> = {};
    for (const check of current) {
      for (const competitor of check.competitors) competitorShares[competitor.url] = (competitorShares[competitor.url] ?? 0) + clickShare(competitor.rank);
    }
    const share = shareOfVoice(
      current.reduce((sum, check) => sum + clickShare(check.rank), 0),
      competitorShares,
    );
    return {
      day,
      visibility: visibility === null ? null : round1(visibility),
      shareOfVoice: share === null || Object.keys(competitorShares).length === 0 ? null : round1(share.site),
      queries: current.length,
    };
  });
}
