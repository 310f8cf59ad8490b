import type { z } from 'zod';
import type { HistoryPage, KeywordSeries } from '../../contracts/history';
import { historyPageSchema, keywordSeriesSchema } from '../../contracts/history';
import { mePlanSchema, type MePlan } from '../../contracts/plan';
import {
  healthSchema,
  rankCheckResultSchema,
  rankCheckStreamEventSchema,
  type Health,
  type RankCheckRequest,
  type RankCheckResult,
} from '../../contracts/rank-check';
import {
  scheduledCheckListSchema,
  scheduledCheckSchema,
  scheduleEstimateSchema,
  type scheduleEstimateRequestSchema,
  type ScheduledCheck,
  type ScheduledCheckInput,
} from '../../contracts/scheduled-check';
import { siteDetailSchema, siteListSchema, visibilitySeriesSchema, type SiteDetail, type SiteList, type VisibilitySeries } from '../../contracts/tracking';
import type { Device } from '../../core/search/devices';
import type { SearchEngine } from '../../core/search/engines';
import { ApiRequestError } from './api-request-error';
import { readJson, sendRequest, unexpected, type ApiTarget } from './send-request';
import { readNdjsonLines } from './read-ndjson-lines';

/** Most answers are a database read away. */
const DEFAULT_TIMEOUT_MS = 20_000;
/**
 * A rank check can read up to a hundred results in several rounds of provider requests, each with its own
 * time limit and retries on the server: allow for the slow case. Abandoning a check stops the server's scan
 * before its next provider request (routes/rank-checks.ts), so giving up never costs more searches.
 */
const RANK_CHECK_TIMEOUT_MS = 180_000;
const NDJSON = 'application/x-ndjson';

export interface ApiClientOptions {
  baseUrl: string;
  apiKey: string;
  /** Identifies this program in the server's logs. */
  userAgent: string;
  timeoutMs?: number;
  rankCheckTimeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RankCheckProgress {
  /** Absolute result positions being scanned, e.g. 11..40. */
  from: number;
  to: number;
  /** Provider answers used so far. */
  pagesScanned: number;
}

export interface HistoryQuery {
  site?: string;
  keyword?: string;
  engine?: SearchEngine;
  location?: string;
  device?: Device;
  limit?: number;
}

export interface SeriesQuery {
  site: string;
  keyword: string;
  engine: SearchEngine;
  location: string;
  device: Device;
}

export type ScheduleEstimateInput = z.input<typeof scheduleEstimateRequestSchema>;
export type ScheduleEstimate = z.infer<typeof scheduleEstimateSchema>;

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * A typed client of the Rank Checker's HTTP API for a program holding an API key. Every call has a time limit
 * and takes the caller's AbortSignal; failures are ApiRequestError with the API's code and message.
 */
export function createApiClient(options: ApiClientOptions) {
  const target: ApiTarget = {
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    userAgent: options.userAgent,
    fetch: options.fetch ?? fetch,
  };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const get = <S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal, query?: Record<string, string | number | undefined>) =>
    sendRequest(target, { method: 'GET', path, timeoutMs, ...(query ? { query } : {}), ...(signal ? { signal } : {}) }, readJson(schema));
  const post = <S extends z.ZodType>(path: string, body: unknown, schema: S, signal?: AbortSignal) =>
    sendRequest(target, { method: 'POST', path, body, timeoutMs, ...(signal ? { signal } : {}) }, readJson(schema));

  return {
    /** Public: which search provider answers, and whether it is the built-in simulated engine. */
    health: (signal?: AbortSignal): Promise<Health> =>
      // A degraded instance answers 503 with the same body; a check would then fail with its own message.
      get('/api/v1/health', healthSchema, signal),

    plan: (signal?: AbortSignal): Promise<MePlan> => get('/api/v1/me/plan', mePlanSchema, signal),

    /**
     * Runs a rank check (POST /api/v1/rank-checks), streamed so progress can be reported while result pages
     * are scanned. Refusals (validation, plan, daily limit, rate limit) come before the stream as JSON errors.
     */
    checkRank: (
      body: RankCheckRequest,
      call: { signal?: AbortSignal; onProgress?: (progress: RankCheckProgress) => void } = {},
    ): Promise<RankCheckResult> =>
      sendRequest(
        target,
        {
          method: 'POST',
          path: '/api/v1/rank-checks',
          body,
          accept: NDJSON,
          timeoutMs: options.rankCheckTimeoutMs ?? RANK_CHECK_TIMEOUT_MS,
          ...(call.signal ? { signal: call.signal } : {}),
        },
        async (response) => readRankCheckStream(response, call.onProgress),
      ),

    history: (query: HistoryQuery, signal?: AbortSignal): Promise<HistoryPage> =>
      get('/api/v1/me/history', historyPageSchema, signal, { ...query }),

    series: (query: SeriesQuery, signal?: AbortSignal): Promise<KeywordSeries> =>
      get('/api/v1/me/history/series', keywordSeriesSchema, signal, { ...query }),

    scheduledChecks: async (signal?: AbortSignal): Promise<ScheduledCheck[]> =>
      (await get('/api/v1/me/scheduled-checks', scheduledCheckListSchema, signal)).items,

    /** What a schedule would cost, before anything is saved (spends nothing). */
    estimateSchedule: (input: ScheduleEstimateInput, signal?: AbortSignal): Promise<ScheduleEstimate> =>
      post('/api/v1/me/scheduled-checks/estimate', input, scheduleEstimateSchema, signal),

    createScheduledCheck: (input: ScheduledCheckInput, signal?: AbortSignal): Promise<ScheduledCheck> =>
      post('/api/v1/me/scheduled-checks', input, scheduledCheckSchema, signal),

    /** The tracked sites with their visibility now and its change over `compare` days. */
    sites: (compare: '1' | '7' | '30', signal?: AbortSignal): Promise<SiteList> => get('/api/v1/me/sites', siteListSchema, signal, { compare }),

    site: (site: string, compare: '1' | '7' | '30', signal?: AbortSignal): Promise<SiteDetail> =>
      get(`/api/v1/me/sites/${encodeURIComponent(site)}`, siteDetailSchema, signal, { compare }),

    visibility: (site: string, days: number, signal?: AbortSignal): Promise<VisibilitySeries> =>
      get(`/api/v1/me/sites/${encodeURIComponent(site)}/visibility`, visibilitySeriesSchema, signal, { days }),
  };
}

async function readRankCheckStream(response: Response, onProgress?: (progress: RankCheckProgress) => void): Promise<RankCheckResult> {
  // A server that ignores the Accept header (or an older one) answers the result as plain JSON.
  if (!response.headers.get('content-type')?.includes(NDJSON)) {
    return readJson(rankCheckResultSchema)(response);
  }
  if (!response.body) throw unexpected(response.status);
  for await (const line of readNdjsonLines(response.body)) {
    let json: unknown;
    try {
      json = JSON.parse(line) as unknown;
    } catch {
      throw unexpected(response.status);
    }
    const event = rankCheckStreamEventSchema.safeParse(json);
    if (!event.success) throw unexpected(response.status);
    if (event.data.type === 'progress') onProgress?.(event.data);
    else if (event.data.type === 'result') return event.data.result;
    else throw new ApiRequestError(event.data.error.message, event.data.error.code, event.data.status);
  }
  throw new ApiRequestError('The rank check ended without an answer. Please try again.', 'UNEXPECTED_RESPONSE', response.status);
}
