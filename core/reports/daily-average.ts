import { localDateOf } from '../plans/local-day';
import type { ReportCheck } from './report-input';
import { formatIsoDay, periodDays } from './report-period';
import { averageFoundRank } from './rounding';

export interface DailyPoint {
  /** yyyy-mm-dd in the owner's zone. */
  day: string;
  /** Average found rank of the day's checks (1 decimal); null when none was found or there were no checks. */
  averageRank: number | null;
  /** All checks that day, found or not. */
  checks: number;
}

/**
 * One point per day of the period (from..to inclusive, oldest first), each check counted on its calendar day
 * in `timeZone`. Days without checks are kept (checks 0, averageRank null) so a chart's axis has no gaps;
 * checks outside the period are ignored.
 */
export function dailyAverage(checks: readonly ReportCheck[], from: string, to: string, timeZone: string): DailyPoint[] {
  const ranksByDay = new Map<string, number[]>(periodDays(from, to).map((day) => [day, []]));
  for (const check of checks) {
    ranksByDay.get(formatIsoDay(localDateOf(check.checkedAt, timeZone)))?.push(check.rank);
  }
  return [...ranksByDay].map(([day, ranks]) => ({ day, averageRank: averageFoundRank(ranks), checks: ranks.length }));
}
