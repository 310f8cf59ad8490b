import type { IntervalType } from '../../../core/schedules/schedule-timing';

const INTERVAL_NAMES: Record<IntervalType, string> = { hourly: 'Hourly', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** What a user reads when a scheduled check is refused. */
export const SCHEDULE_MESSAGES = {
  notFound: 'This scheduled check was not found.',
  duplicate: 'This keyword is already scheduled for this website, search engine, location and device.',
  intervalRestricted: (intervalType: IntervalType) =>
    `${INTERVAL_NAMES[intervalType]} scheduled checks are only available on Pro plan. On the Free plan you can schedule daily or weekly checks.`,
  limitReached: (max: number, free: boolean) =>
    free
      ? `You can have up to ${max} scheduled checks on the Free plan. Upgrade to Pro to schedule more.`
      : `You can have up to ${max.toLocaleString('en-US')} scheduled checks. Delete one to add another.`,
  bulkOverLimit: (max: number, room: number) =>
    `You can have up to ${max.toLocaleString('en-US')} scheduled checks, so ${room === 0 ? 'none' : `only ${room.toLocaleString('en-US')}`} of these can be added. Nothing was added.`,
} as const;
