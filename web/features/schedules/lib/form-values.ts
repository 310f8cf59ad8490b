import { MAX_COMPETITORS } from '../../../../contracts/rank-check';
import {
  scheduledCheckInputSchema,
  type IntervalType,
  type ScheduledCheck,
  type ScheduledCheckInput,
} from '../../../../contracts/scheduled-check';
import { normalizeKeyword } from '../../../../core/ranking/normalize-keyword';
import type { Device } from '../../../../core/search/devices';
import type { SearchEngine } from '../../../../core/search/engines';
import type { LocationCode } from '../../../../core/search/locations';
import { DEFAULT_TIMING } from './interval-text';

/** The form's fields as typed: numbers stay text until sent, so a half-typed '1' is not forced to a value. */
export interface ScheduleFormValues {
  websiteUrl: string;
  keyword: string;
  location: LocationCode;
  searchEngine: SearchEngine;
  device: Device;
  competitorUrls: string[];
  intervalType: IntervalType;
  intervalValue: string;
  /** 'HH:MM' of a daily, weekly or monthly run. */
  time: string;
  /** Minute past the hour of an hourly run. */
  minute: number;
  weekday: number;
  monthDay: number;
  isActive: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const blankCompetitors = () => Array.from({ length: MAX_COMPETITORS }, () => '');

export const NEW_SCHEDULE: ScheduleFormValues = {
  websiteUrl: '',
  keyword: '',
  location: 'us',
  searchEngine: 'google',
  device: 'desktop',
  competitorUrls: blankCompetitors(),
  intervalType: 'daily',
  intervalValue: '1',
  time: `${pad(DEFAULT_TIMING.hour)}:${pad(DEFAULT_TIMING.minute)}`,
  minute: DEFAULT_TIMING.minute,
  weekday: DEFAULT_TIMING.weekday,
  monthDay: DEFAULT_TIMING.monthDay,
  isActive: true,
};

/** A saved schedule as the edit form starts from it. */
export function formValuesOf(schedule: ScheduledCheck): ScheduleFormValues {
  const timing = { ...DEFAULT_TIMING, ...schedule.customSchedule };
  return {
    websiteUrl: schedule.websiteUrl,
    keyword: schedule.keyword,
    location: schedule.location,
    searchEngine: schedule.searchEngine,
    device: schedule.device,
    competitorUrls: [...schedule.competitorUrls, ...blankCompetitors()].slice(0, MAX_COMPETITORS),
    intervalType: schedule.intervalType,
    intervalValue: String(schedule.intervalValue),
    time: `${pad(timing.hour)}:${pad(timing.minute)}`,
    minute: timing.minute,
    weekday: timing.weekday,
    monthDay: timing.monthDay,
    isActive: schedule.isActive,
  };
}

export type ScheduleFieldErrors = Partial<Record<'websiteUrl' | 'keyword' | 'intervalValue' | 'time' | 'competitorUrls', string>>;

function parseTime(time: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/u.exec(time);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

type TimingValues = Pick<ScheduleFormValues, 'intervalType' | 'intervalValue' | 'time' | 'minute' | 'weekday' | 'monthDay'>;
type Timing = Pick<ScheduledCheckInput, 'intervalType' | 'intervalValue' | 'customSchedule'>;

/**
 * The interval and timing as the route takes them, or what is wrong with them. Only the parts the interval
 * uses come from the form (the contract's customSchedule: hourly a minute, daily a time, weekly a weekday
 * too, monthly a day of the month); the rest keep the defaults.
 */
export function readTiming(values: TimingValues): { timing: Timing; errors?: never } | { errors: ScheduleFieldErrors } {
  const errors: ScheduleFieldErrors = {};
  const intervalValue = /^\d+$/u.test(values.intervalValue.trim()) ? Number(values.intervalValue) : NaN;
  if (!(intervalValue >= 1 && intervalValue <= 366)) errors.intervalValue = 'Enter a whole number from 1 to 366.';
  const time = parseTime(values.time);
  if (values.intervalType !== 'hourly' && !time) errors.time = 'Enter a time of day, such as 08:00.';
  if (Object.keys(errors).length > 0) return { errors };
  const clock = time ?? { hour: DEFAULT_TIMING.hour, minute: DEFAULT_TIMING.minute };
  const parts = {
    hourly: { minute: values.minute },
    daily: clock,
    weekly: { ...clock, weekday: values.weekday },
    monthly: { ...clock, monthDay: values.monthDay },
  }[values.intervalType];
  return { timing: { intervalType: values.intervalType, intervalValue, customSchedule: { ...DEFAULT_TIMING, ...parts } } };
}

/** The form's values as the route takes them, or what is wrong with them (every problem at once). */
export function toScheduleRequest(values: ScheduleFormValues): { input: ScheduledCheckInput } | { errors: ScheduleFieldErrors } {
  const errors: ScheduleFieldErrors = {};
  const websiteUrl = values.websiteUrl.trim();
  const keyword = normalizeKeyword(values.keyword);
  if (!websiteUrl) errors.websiteUrl = 'Enter the website to check.';
  if (!keyword) errors.keyword = 'Enter the keyword to check.';
  const timing = readTiming(values);
  if (timing.errors) Object.assign(errors, timing.errors);
  if (Object.keys(errors).length > 0 || !('timing' in timing)) return { errors };

  const input: ScheduledCheckInput = {
    websiteUrl,
    keyword,
    location: values.location,
    searchEngine: values.searchEngine,
    device: values.device,
    competitorUrls: values.competitorUrls.map((url) => url.trim()).filter(Boolean),
    ...timing.timing,
    isActive: values.isActive,
  };
  // The route's own schema has the last word on lengths and counts.
  const parsed = scheduledCheckInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'competitorUrls') errors.competitorUrls ??= `Up to ${MAX_COMPETITORS} competitors, each a web address.`;
      else if (field === 'keyword') errors.keyword ??= 'This keyword is too long.';
      else errors.websiteUrl ??= 'This web address is too long.';
    }
    return { errors };
  }
  return { input };
}
