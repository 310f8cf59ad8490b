import { keywordKey } from '../../../core/search/query-identity';
import type { SerpProvider } from '../../adapters/serp/serp-provider';
import type { Pool, Queryable } from '../../db/pool';
import { upsertUserPlan } from '../../db/queries/user-plans';
import { insertVerifiedUser } from '../../testing/sign-in';
import { createRunnerDeps, type RunnerDeps } from './runner-deps';

/** Test doubles and rows for the scheduled-check runner's tests (never imported by the app). */

export const quietRunnerLogger = { error: () => undefined, warn: () => undefined, info: () => undefined };

/** A user on a plan: Pro, or Free (no plan row: the default). */
export async function userOn(pool: Pool, plan: 'pro' | 'free', now: Date): Promise<string> {
  const { userId } = await insertVerifiedUser(pool);
  if (plan === 'pro') await upsertUserPlan(pool, userId, { planType: 'pro', subscriptionStatus: 'active' }, now);
  return userId;
}

export interface ScheduleRowFields {
  userId: string;
  websiteUrl: string;
  keyword: string;
  searchEngine?: string;
  location?: string;
  device?: string;
  competitorUrls?: string[];
  intervalType?: 'hourly' | 'daily' | 'weekly' | 'monthly';
  intervalValue?: number;
  customSchedule?: Record<string, number> | null;
  isActive?: boolean;
  nextCheckAt: Date;
  createdAt: Date;
}

/** Inserts a schedule as the API stores it (display-form site, normalised keyword); returns its id. */
export async function insertSchedule(db: Queryable, fields: ScheduleRowFields): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into scheduled_checks (user_id, website_url, keyword, search_engine, location, device, competitor_urls,
                                   interval_type, interval_value, custom_schedule, is_active, next_check_at, created_at, updated_at,
                                   keyword_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14) returning id`,
    [
      fields.userId,
      fields.websiteUrl,
      fields.keyword,
      fields.searchEngine ?? 'google',
      fields.location ?? 'us',
      fields.device ?? 'desktop',
      fields.competitorUrls ?? [],
      fields.intervalType ?? 'daily',
      fields.intervalValue ?? 1,
      fields.customSchedule === undefined ? null : JSON.stringify(fields.customSchedule),
      fields.isActive ?? true,
      fields.nextCheckAt,
      fields.createdAt,
      keywordKey(fields.keyword),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('could not insert a test schedule');
  return row.id;
}

/** The jobs queued in a schema, with their payloads (graphile-worker's own view leaves payloads out). */
export async function queuedJobs(db: Queryable, schema: string): Promise<{ key: string | null; task: string; runIds: number[]; runAt: Date; locked: boolean }[]> {
  const { rows } = await db.query<{ key: string | null; task: string; payload: { runIds?: number[] }; run_at: Date; locked_at: Date | null }>(
    `select j.key, t.identifier as task, j.payload, j.run_at, j.locked_at
       from ${schema}._private_jobs j join ${schema}._private_tasks t on t.id = j.task_id
      order by j.id`,
  );
  return rows.map((row) => ({ key: row.key, task: row.task, runIds: row.payload.runIds ?? [], runAt: row.run_at, locked: row.locked_at !== null }));
}

/**
 * The runner as a worker process wires it, on a provider renamed for this test file: the shared bucket and
 * page cache are keyed by provider name, and each file's clock must not spend another's tokens. The bucket is
 * sized so nothing waits unless a test asks (`perHour`); a promised token is "waited for" at once.
 */
export function testRunnerDeps(
  options: { pool: Pool; jobSchema: string; provider: SerpProvider; providerName: string; now: () => Date; cacheTtlSeconds?: number; perHour?: number; monthlyBudget?: number; waits?: number[] },
): RunnerDeps {
  const provider: SerpProvider = { ...options.provider, name: options.providerName, fetchPage: (request, signal) => options.provider.fetchPage(request, signal) };
  const deps = createRunnerDeps({
    pool: options.pool,
    jobSchema: options.jobSchema,
    logger: quietRunnerLogger,
    now: options.now,
    options: {
      provider,
      serp: {
        cacheTtlSeconds: options.cacheTtlSeconds ?? 3600,
        timeoutMs: 5_000,
        maxConcurrentRequests: 16,
        baiduLinkBaseUrl: 'http://127.0.0.1:9',
        rateLimitPerHour: options.perHour ?? 36_000_000,
        monthlyBudget: options.monthlyBudget,
      },
      userAgent: 'RankChecker/test',
    },
  });
  return {
    ...deps,
    sleep: async (ms) => {
      options.waits?.push(ms);
    },
  };
}
