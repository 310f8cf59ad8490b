import type { CustomSchedule, IntervalType } from '../../../../contracts/scheduled-check';

/** The defaults of contracts' customScheduleSchema: 08:00, Monday, the 1st. */
export const DEFAULT_TIMING: CustomSchedule = { minute: 0, hour: 8, weekday: 1, monthDay: 1 };

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const UNITS: Record<IntervalType, [one: string, many: string]> = {
  hourly: ['hour', 'hours'],
  daily: ['day', 'days'],
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
};

/** 'hour' / '3 hours': the unit as the interval's "every …" says it. */
export function everyText(type: IntervalType, value: number): string {
  const [one, many] = UNITS[type];
  return value === 1 ? one : `${value.toLocaleString('en')} ${many}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A time of day as the reader's locale writes it ('08:00', '8:00 AM'). */
export function timeOfDayText(hour: number, minute: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1, hour, minute));
}

/**
 * When a schedule runs, in words: 'Every hour at :15', 'Every 2 days at 08:00', 'Every week on Monday at
 * 08:00', 'Every month on the 31st (or the month's last day) at 08:00'. Missing timing parts read as the
 * contract's defaults. Times are the user's own (the server keeps them in the account's time zone).
 */
export function intervalText(
  schedule: { intervalType: IntervalType; intervalValue: number; customSchedule: Partial<CustomSchedule> | null },
  locale?: string,
): string {
  const timing = { ...DEFAULT_TIMING, ...schedule.customSchedule };
  const every = `Every ${everyText(schedule.intervalType, schedule.intervalValue)}`;
  const at = timeOfDayText(timing.hour, timing.minute, locale);
  switch (schedule.intervalType) {
    case 'hourly':
      return `${every} at :${String(timing.minute).padStart(2, '0')}`;
    case 'daily':
      return `${every} at ${at}`;
    case 'weekly':
      return `${every} on ${WEEKDAYS[timing.weekday]} at ${at}`;
    case 'monthly': {
      const shortMonths = timing.monthDay > 28 ? ' (or the month’s last day)' : '';
      return `${every} on the ${ordinal(timing.monthDay)}${shortMonths} at ${at}`;
    }
  }
}
