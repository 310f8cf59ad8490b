import { addLocalDays, endOfLocalDay, localDateOf, startOfLocalDate } from '../../../core/plans/local-day';
import { formatIsoDay } from '../../../core/reports/report-period';

/**
 * The instant a table or visibility change is compared with: the end of the local day 1, 7 or 30 days before
 * today, or of the day picked. A day picked in the future is today (nothing is known past now).
 */
export function comparedInstant(compare: string, now: Date, timeZone: string): { at: Date; day: string } {
  if (compare === '1' || compare === '7' || compare === '30') {
    const at = endOfLocalDay(now, timeZone, -Number(compare));
    return { at, day: formatIsoDay(localDateOf(at, timeZone)) };
  }
  const [year, month, day] = compare.split('-').map(Number);
  const picked = { year: year ?? 1970, month: month ?? 1, day: day ?? 1 };
  const end = new Date(startOfLocalDate(addLocalDays(picked, 1), timeZone).getTime() - 1);
  const at = end > now ? now : end;
  return { at, day: formatIsoDay(localDateOf(at, timeZone)) };
}
