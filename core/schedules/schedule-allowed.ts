import type { AccessTier } from '../plans/daily-limit';
import { checkRestriction } from '../plans/feature-access';
import type { SearchEngine } from '../search/engines';
import type { IntervalType } from './schedule-timing';

/**
 * Intervals a free account may schedule (issue 13): daily or weekly, so its scheduled runs fit the 3 checks a
 * day it has; the runs count toward them.
 */
export const FREE_INTERVALS: readonly IntervalType[] = ['daily', 'weekly'];

/** What in a schedule the tier does not include. */
export type ScheduleRestriction =
  | { kind: 'sign-up' }
  | { kind: 'engine'; engine: SearchEngine }
  | { kind: 'competitors' }
  | { kind: 'interval'; intervalType: IntervalType };

export type ScheduleVerdict = { allowed: true } | { allowed: false; restriction: ScheduleRestriction };

export interface ScheduleShape {
  intervalType: IntervalType;
  searchEngine: SearchEngine;
  competitorCount: number;
}

/**
 * Whether a tier may have this schedule: trial, Pro and Enterprise schedule any engine their plan has, at any
 * interval, with competitors; a free account schedules daily or weekly Google checks without competitors;
 * guests have no schedules. Checked when a schedule is saved, and again by the runner before each run, since
 * a plan can end after its schedules were made. The engine is judged first, then competitors, as for a check.
 * @example scheduleAllowed('free', { intervalType: 'hourly', searchEngine: 'google', competitorCount: 0 })
 * // { allowed: false, restriction: { kind: 'interval', intervalType: 'hourly' } }
 */
export function scheduleAllowed(tier: AccessTier, schedule: ScheduleShape): ScheduleVerdict {
  if (tier === 'guest') return { allowed: false, restriction: { kind: 'sign-up' } };
  const restriction = checkRestriction(tier, schedule.searchEngine, schedule.competitorCount);
  if (restriction) return { allowed: false, restriction };
  if (tier === 'free' && !FREE_INTERVALS.includes(schedule.intervalType)) {
    return { allowed: false, restriction: { kind: 'interval', intervalType: schedule.intervalType } };
  }
  return { allowed: true };
}
