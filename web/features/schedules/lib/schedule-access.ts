import type { MePlan } from '../../../../contracts/plan';
import { INTERVAL_TYPES, type IntervalType } from '../../../../contracts/scheduled-check';
import { MAX_FREE_TRACKED_QUERIES } from '../../../../core/plans/tracking-limits';
import { FREE_INTERVALS } from '../../../../core/schedules/schedule-allowed';
import { SEARCH_ENGINES, isSearchEngine, type SearchEngine } from '../../../../core/search/engines';

/**
 * What the user's plan lets them schedule, so the form offers only that (the server has the last word and
 * its refusals are shown as they come). Unknown while the plan loads: everything is offered meanwhile.
 */
export interface ScheduleAccess {
  free: boolean;
  engines: readonly SearchEngine[];
  intervals: readonly IntervalType[];
  competitors: boolean;
  /** How many schedules the plan holds; null when the limit is too high to matter in the form. */
  maxSchedules: number | null;
  /**
   * The provider searches this server's schedules may make in a month, when its operator set a budget: only
   * then are estimates given in searches; otherwise in checks, the unit the user knows.
   */
  searchBudget: number | null;
}

export const FULL_ACCESS: ScheduleAccess = {
  free: false,
  engines: SEARCH_ENGINES,
  intervals: INTERVAL_TYPES,
  competitors: true,
  maxSchedules: null,
  searchBudget: null,
};

/** The access of a GET /me/plan answer: the free plan schedules daily or weekly Google checks, 3 at most. */
export function scheduleAccessOf(me: MePlan): ScheduleAccess {
  if (me.plan.planType !== 'free') return { ...FULL_ACCESS, searchBudget: me.searchBudget };
  return {
    free: true,
    engines: me.features.engines.filter(isSearchEngine),
    intervals: FREE_INTERVALS,
    competitors: me.features.competitorTracking,
    maxSchedules: MAX_FREE_TRACKED_QUERIES,
    searchBudget: me.searchBudget,
  };
}
