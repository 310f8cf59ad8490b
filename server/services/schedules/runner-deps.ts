import { abortableSleep } from '../../adapters/serp/abortable-sleep';
import { createBaiduLinkResolver } from '../../adapters/serp/baidu/create-baidu-link-resolver';
import type { SerpProvider } from '../../adapters/serp/serp-provider';
import { DEFAULT_RETRY } from '../../adapters/serp/serpapi/retry-policy';
import type { Pool } from '../../db/pool';
import type { AlertSenders } from '../alerts/deliver-check-alerts';
import { createAlertSenders } from '../alerts/alert-senders';
import { createCachedLinkResolver, type CachedLinkResolver } from '../rank-check/cached-link-resolver';
import { createRequestLimiter, type RequestLimiter } from '../rank-check/request-limiter';
import type { BucketRules } from './rate-limit-bucket';

export interface RunnerLogger {
  error(obj: unknown, message: string): void;
  warn(obj: unknown, message: string): void;
  info(obj: unknown, message: string): void;
}

/** What the scheduled-check runner works with; one set per worker process (scheduled-check-tasks builds it). */
export interface RunnerDeps {
  pool: Pool;
  /** graphile-worker's schema, where the runner queues its jobs. */
  jobSchema: string;
  /** The configured provider; the runner puts it under the shared rate limit (rate-limited-provider). */
  provider: SerpProvider;
  /** This process's cap on provider requests in flight, shared with the links resolver. */
  limiter: RequestLimiter;
  links: CachedLinkResolver;
  /** SERP_CACHE_TTL_SECONDS. */
  cacheTtlSeconds: number;
  /** How long one process may hold a page's fetch lease (cached-serp-fetcher). */
  pageLeaseMs: number;
  rules: BucketRules;
  alertSenders: AlertSenders;
  logger: RunnerLogger;
  now: () => Date;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** How long a worker holds a claimed run before another may take it up (its worker is presumed dead). */
  runLeaseMs: number;
}

/** Attempts a run gets before it is shown as failed. */
export const MAX_RUN_ATTEMPTS = 3;
/** Waits before the 2nd and 3rd attempts after a failure. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000] as const;
/** Claimed runs stay with their worker this long by default: longer than any scan, short enough to recover. */
export const DEFAULT_RUN_LEASE_MS = 10 * 60_000;
/** The longest a request waits for a token promised to it; beyond, its run is deferred. */
export const MAX_TOKEN_WAIT_MS = 20_000;
/**
 * When SERP_RATE_LIMIT_PER_HOUR is unset and the account's own limit is not read yet (or another provider): a
 * cautious figure. SerpApi reports each account's hourly limit as account_rate_limit_per_hour
 * (serpapi.com/account-api; its example: 6,000 for a 30,000-search month), which serp-account-watch reads.
 */
export const DEFAULT_RATE_LIMIT_PER_HOUR = 1000;

/** What a worker process is configured with (config.serp and the job runner's own settings). */
export interface RunnerSettings {
  provider: SerpProvider;
  serp: {
    cacheTtlSeconds: number;
    timeoutMs: number;
    maxConcurrentRequests: number;
    baiduLinkBaseUrl: string;
    rateLimitPerHour: number | undefined;
    monthlyBudget: number | undefined;
  };
  userAgent: string;
  runLeaseMs?: number;
  /** The SerpApi account's own hourly limit (serp-account-watch), used when SERP_RATE_LIMIT_PER_HOUR is unset. */
  accountPerHour?: () => number | undefined;
}

/**
 * The runner's dependencies in one worker process, wired as the web app wires a check (app.ts): one request
 * cap and links resolver per process, page leases longer than the provider's worst case, alerts queued on
 * this runner's job schema.
 */
export function createRunnerDeps(base: { pool: Pool; jobSchema: string; logger: RunnerLogger; now: () => Date; options: RunnerSettings }): RunnerDeps {
  const { pool, options } = base;
  const limiter = createRequestLimiter(options.serp.maxConcurrentRequests);
  const resolver = createBaiduLinkResolver({
    baseUrl: options.serp.baiduLinkBaseUrl,
    timeoutMs: Math.min(options.serp.timeoutMs, 5_000),
    userAgent: options.userAgent,
  });
  return {
    pool,
    jobSchema: base.jobSchema,
    provider: options.provider,
    limiter,
    links: createCachedLinkResolver({ resolver, pool, limiter }),
    cacheTtlSeconds: options.serp.cacheTtlSeconds,
    pageLeaseMs: options.serp.timeoutMs * DEFAULT_RETRY.attempts + 10_000,
    rules: {
      // Read at each token: the account's limit may arrive, or change, after the runner started.
      get perHour() {
        return options.serp.rateLimitPerHour ?? options.accountPerHour?.() ?? DEFAULT_RATE_LIMIT_PER_HOUR;
      },
      maxWaitMs: MAX_TOKEN_WAIT_MS,
      monthlyBudget: options.serp.monthlyBudget ?? null,
    },
    alertSenders: createAlertSenders({ jobSchema: base.jobSchema }),
    logger: base.logger,
    now: base.now,
    sleep: abortableSleep,
    runLeaseMs: options.runLeaseMs ?? DEFAULT_RUN_LEASE_MS,
  };
}
