import { userTimeZone } from '../../../core/plans/local-day';
import type { Queryable } from '../../db/pool';
import { selectUserTimeZone } from '../../db/queries/history-time-zone';
import { comparedInstant } from './compared-at';
import { siteOf } from './site-of';

/** Figures in answers are rounded to two decimals: pages show one, and sums of click shares are estimates anyway. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** The user's time zone, which days, sparklines and compared dates follow. */
export async function userZone(db: Queryable, userId: string): Promise<string> {
  return userTimeZone(await selectUserTimeZone(db, userId));
}

/** The tracked site a request names (404 when not the user's), the user's time zone and the compared instant. */
export async function siteContext(db: Queryable, userId: string, named: string, compare: string, now: Date) {
  const site = await siteOf(db, userId, named);
  const timeZone = await userZone(db, userId);
  return { site, timeZone, compared: comparedInstant(compare, now, timeZone) };
}
