import type { ScheduleRestriction } from '../../../core/schedules/schedule-allowed';
import { ENGINE_LABELS } from '../../../core/search/engines';

/**
 * Why a scheduled run was skipped or failed, as the schedule shows it after "Skipped: " or "Last run failed: "
 * (web/features/schedules last-outcome), so each starts in lower case and has no full stop.
 */
export const RUNNER_MESSAGES = {
  dailyAllowanceUsed: (limit: number) => `today's ${limit} checks are used`,
  restricted(restriction: ScheduleRestriction): string {
    switch (restriction.kind) {
      case 'engine':
        return `your plan does not include ${ENGINE_LABELS[restriction.engine]} checks (Pro)`;
      case 'competitors':
        return 'your plan does not include competitor tracking (Pro)';
      case 'interval':
        return `your plan does not include ${restriction.intervalType} schedules; on the Free plan they run daily or weekly`;
      case 'sign-up':
        return 'scheduled checks need an account';
    }
  },
  scheduleInvalid: "the schedule's website or keyword can no longer be checked",
  paused: 'the schedule was paused before it ran',
  superseded: 'a later run of this schedule took its place',
  budgetUsed: (resumesAt: Date) =>
    `this month's search budget for scheduled checks is used up; they resume on ${resumesAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
  interrupted: (times: number) => `the check was interrupted ${times} times`,
  notCompleted: 'the check could not be completed',
} as const;
