import { z } from 'zod';
import { DEVICES } from '../core/search/devices';
import { SEARCH_ENGINES } from '../core/search/engines';
import { LOCATION_CODES } from '../core/search/locations';
import { MAX_COMPETITORS } from './rank-check';

export const INTERVAL_TYPES = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export type IntervalType = (typeof INTERVAL_TYPES)[number];
export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'skipped'] as const;

/**
 * When in its interval a schedule runs, in the user's time zone. Hourly uses `minute`; daily adds `hour`;
 * weekly adds `weekday` (0 Sunday … 6 Saturday); monthly adds `monthDay` (1–31; the month's last day when it
 * is shorter). Missing parts default to 08:00, Monday, the 1st.
 */
export const customScheduleSchema = z.object({
  minute: z.number().int().min(0).max(59).default(0),
  hour: z.number().int().min(0).max(23).default(8),
  weekday: z.number().int().min(0).max(6).default(1),
  monthDay: z.number().int().min(1).max(31).default(1),
});
export type CustomSchedule = z.infer<typeof customScheduleSchema>;

/** POST /api/v1/me/scheduled-checks and PUT …/{id}: fields as the checker form sends them. */
export const scheduledCheckInputSchema = z.object({
  websiteUrl: z.string().max(2048),
  keyword: z.string().max(512),
  location: z.enum(LOCATION_CODES).default('us'),
  searchEngine: z.enum(SEARCH_ENGINES).default('google'),
  device: z.enum(DEVICES).default('desktop'),
  competitorUrls: z.array(z.string().max(2048)).max(MAX_COMPETITORS).default([]),
  intervalType: z.enum(INTERVAL_TYPES).default('daily'),
  /** Every N units (spec §5: default 1 day). */
  intervalValue: z.number().int().min(1).max(366).default(1),
  customSchedule: customScheduleSchema.nullable().default(null),
  isActive: z.boolean().default(true),
});
export type ScheduledCheckInput = z.input<typeof scheduledCheckInputSchema>;

export const scheduledCheckSchema = z.object({
  id: z.string(),
  websiteUrl: z.string(),
  keyword: z.string(),
  location: z.enum(LOCATION_CODES),
  searchEngine: z.enum(SEARCH_ENGINES),
  device: z.enum(DEVICES),
  competitorUrls: z.array(z.string()),
  intervalType: z.enum(INTERVAL_TYPES),
  intervalValue: z.number().int(),
  customSchedule: customScheduleSchema.nullable(),
  isActive: z.boolean(),
  nextCheckAt: z.string(),
  lastRunAt: z.string().nullable(),
  lastStatus: z.enum(['succeeded', 'failed', 'skipped']).nullable(),
  /** Why the last run failed or was skipped, in product words. */
  lastError: z.string().nullable(),
  /** 0 = not found; null before the first run. */
  lastRank: z.number().int().nullable(),
  /** The rank before the last one, for the trend; null when there is none. */
  previousRank: z.number().int().nullable(),
  /** "About N searches a month" at this interval and the query's expected scan depth. */
  estimatedSearchesPerMonth: z.number().int(),
  createdAt: z.string(),
});
export type ScheduledCheck = z.infer<typeof scheduledCheckSchema>;

export const scheduledCheckListSchema = z.object({ items: z.array(scheduledCheckSchema) });
export const scheduledCheckParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'a scheduled check id') });

export const scheduledCheckRunSchema = z.object({
  id: z.string(),
  slotAt: z.string(),
  status: z.enum(RUN_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  rank: z.number().int().nullable(),
  finishedAt: z.string().nullable(),
});
export const scheduledCheckRunListSchema = z.object({ items: z.array(scheduledCheckRunSchema) });

/** POST /api/v1/me/scheduled-checks/bulk: many keywords for one site (pasted, or rows of a CSV file). */
export const bulkScheduledCheckSchema = z.object({
  items: z.array(scheduledCheckInputSchema).min(1).max(500),
});
export const bulkScheduledCheckResultSchema = z.object({
  created: z.number().int(),
  /** Already scheduled: left as they were. */
  skipped: z.number().int(),
  /** Rows that could not be scheduled, with why (1-based row numbers). */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});

/** POST /api/v1/me/scheduled-checks/estimate: what a schedule would cost before it is saved. */
export const scheduleEstimateRequestSchema = scheduledCheckInputSchema.pick({
  websiteUrl: true,
  keyword: true,
  location: true,
  searchEngine: true,
  device: true,
  competitorUrls: true,
  intervalType: true,
  intervalValue: true,
});
export const scheduleEstimateSchema = z.object({
  runsPerMonth: z.number(),
  /** Provider searches (result pages) one run is expected to need. */
  searchesPerRun: z.number(),
  searchesPerMonth: z.number().int(),
  /** At most this many more a month, for Google's AI Overview where it loads after the page (one search a run); 0 elsewhere. */
  overviewSearchesPerMonth: z.number().int(),
});
