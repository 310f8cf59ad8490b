import { localDateOf, startOfLocalDay } from '../../../core/plans/local-day';
import { formatIsoDay } from '../../../core/reports/report-period';
import type { Queryable } from '../../db/pool';
import { countCheckUsageToday, insertCheckUsage } from '../../db/queries/usage-ledger';

/** The user's calendar day at `now` in `timeZone`, as yyyy-mm-dd. */
function localDayKey(now: Date, timeZone: string): string {
  return formatIsoDay(localDateOf(now, timeZone));
}

/** Checks counted against today's allowance (the ledger, not history: deleting history gives none back). */
export function countUsageToday(db: Queryable, userId: string, now: Date, timeZone: string): Promise<number> {
  return countCheckUsageToday(db, userId, startOfLocalDay(now, timeZone), localDayKey(now, timeZone));
}

/** Counts one saved check against the user's allowance. */
export function recordUsage(db: Queryable, userId: string, now: Date, timeZone: string): Promise<void> {
  return insertCheckUsage(db, userId, now, localDayKey(now, timeZone));
}
