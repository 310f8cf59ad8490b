/** The units a schedule repeats in (spec §5). */
export const INTERVAL_TYPES = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export type IntervalType = (typeof INTERVAL_TYPES)[number];

/**
 * When in its interval a schedule runs, in the user's time zone: `minute` for hourly; plus `hour` for daily;
 * plus `weekday` (0 Sunday … 6 Saturday) for weekly; plus `monthDay` (1–31) for monthly.
 */
export interface ScheduleTime {
  minute: number;
  hour: number;
  weekday: number;
  monthDay: number;
}

/** 08:00, on Mondays, on the 1st: what a schedule without a chosen time uses. */
export const DEFAULT_SCHEDULE_TIME: ScheduleTime = { minute: 0, hour: 8, weekday: 1, monthDay: 1 };

/** What decides a schedule's slots. */
export interface ScheduleTiming {
  intervalType: IntervalType;
  /** Every N units, N ≥ 1. */
  intervalValue: number;
  customSchedule: Partial<ScheduleTime> | null;
  /**
   * Where "every N" counts from: the schedule's creation. The first slot is the first matching time at or
   * after it; later ones follow every N units.
   */
  anchor: Date;
}

export function isIntervalType(value: string): value is IntervalType {
  return (INTERVAL_TYPES as readonly string[]).includes(value);
}
