import type { IntervalType } from '../../../core/schedules/schedule-timing';

const INTERVAL_NAMES: Record<IntervalType, string> = { hourly: 'Hourly', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** What a user reads when a scheduled check is refused. */
export const SCHEDULE_MESSAGES = {
  notFound: 'This scheduled check was not found.',
  duplicate: 'This keyword is already scheduled for this website, search engine, location and device.',
  intervalRestricted: (intervalType: IntervalType) =>
    `${INTERVAL_NAMES[intervalType]} scheduled checks are only available on Pro plan. On the Free plan you can schedule daily or weekly checks.`,
  limitReached: (max: number, proMax: number | null) =>
    proMax !== null
      ? `You can track up to ${max} queries (a keyword on one engine, location and device) on the Free plan. Upgrade to Pro to track up to ${proMax.toLocaleString('en-US')}.`
      : `Your plan tracks up to ${max.toLocaleString('en-US')} queries (a keyword on one engine, location and device). Delete some to add others.`,
  bulkOverLimit: (max: number, room: number) =>
    `Your plan tracks up to ${max.toLocaleString('en-US')} queries (a keyword on one engine, location and device), so ${room === 0 ? 'none' : `only ${room.toLocaleString('en-US')}`} of these can be added. Nothing was added.`,
} as const;
