import { REPORT_PERIOD_DAYS } from '../../../../contracts/report';
import { localDateKey } from '../../../lib/local-date';

export type PeriodPreset = (typeof REPORT_PERIOD_DAYS)[number];
export type PeriodChoice = `${PeriodPreset}` | 'custom';

/** The period a report covers: whole local days, `to` inclusive. */
export interface ReportPeriod {
  choice: PeriodChoice;
  from: string;
  to: string;
}

export const DEFAULT_PERIOD: PeriodPreset = 30;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is string {
  if (!value || !DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T12:00:00`);
  return !Number.isNaN(date.getTime()) && localDateKey(date) === value;
}

/** `day` moved by `days` calendar days (noon avoids DST edges). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00`);
  date.setDate(date.getDate() + days);
  return localDateKey(date);
}

/** The last `days` days ending today, today included. */
export function presetPeriod(days: PeriodPreset, now: Date): ReportPeriod {
  const to = localDateKey(now);
  return { choice: `${days}`, from: shiftDay(to, -(days - 1)), to };
}

/**
 * Reads the period from the URL (?period=7|30|90 or ?period=custom&from&to). Anything unreadable falls back
 * to the last 30 days, so a hand-edited or stale link still opens a report.
 */
export function periodFromParams(params: URLSearchParams, now: Date): ReportPeriod {
  const choice = params.get('period');
  if (choice === 'custom') {
    const from = params.get('from');
    const to = params.get('to');
    if (isDay(from) && isDay(to) && from <= to) return { choice: 'custom', from, to };
  }
  const preset = REPORT_PERIOD_DAYS.find((days) => `${days}` === choice) ?? DEFAULT_PERIOD;
  return presetPeriod(preset, now);
}

/** Writes a period choice into the URL's search params (presets carry no dates: they follow today). */
export function withPeriod(params: URLSearchParams, period: Pick<ReportPeriod, 'choice' | 'from' | 'to'>): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('period', period.choice);
  if (period.choice === 'custom') {
    next.set('from', period.from);
    next.set('to', period.to);
  } else {
    next.delete('from');
    next.delete('to');
  }
  return next;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** '1 Mar 2026 – 30 Mar 2026' for a report's days. */
export function formatPeriod(from: string, to: string): string {
  const start = new Date(`${from}T12:00:00`);
  const end = new Date(`${to}T12:00:00`);
  return from === to ? dayFormat.format(start) : dayFormat.formatRange(start, end);
}
