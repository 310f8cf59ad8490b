import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (decision 027): one registry per process, as Prometheus scrapes each process
 * apart and sums across them. Names carry the `rank_checker_` prefix and base units (seconds). What the server
 * does is counted where it happens (checks, provider requests, the page cache, jobs, HTTP); what lives in the
 * database (jobs waiting, searches used) is read when scraped (scrape-collectors.ts).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'rank_checker_' });

export const httpRequestDuration = new Histogram({
  name: 'rank_checker_http_request_duration_seconds',
  help: 'HTTP requests by route (the route pattern, not the path), method and status class, and how long each took.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export const rankChecks = new Counter({
  name: 'rank_checker_rank_checks_total',
  help: 'Rank checks finished, by engine and outcome: found, not_found (the top 100 scanned), failed (never a rank).',
  labelNames: ['engine', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const scanPages = new Histogram({
  name: 'rank_checker_scan_pages',
  help: 'Result pages one rank check read (cached or not), by engine.',
  labelNames: ['engine'] as const,
  buckets: [1, 2, 3, 4, 5, 6, 8, 10, 15, 20],
  registers: [metricsRegistry],
});

export const providerRequests = new Counter({
  name: 'rank_checker_serp_provider_requests_total',
  help: 'Requests to the SERP provider, by provider, engine and outcome (ok, or the failure kind).',
  labelNames: ['provider', 'engine', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const providerLatency = new Histogram({
  name: 'rank_checker_serp_provider_request_duration_seconds',
  help: 'How long the SERP provider took to answer a page, by provider and engine.',
  labelNames: ['provider', 'engine'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 21, 34],
  registers: [metricsRegistry],
});

export const serpCacheLookups = new Counter({
  name: 'rank_checker_serp_cache_lookups_total',
  help: 'Result pages asked of the shared page cache, by engine and result (hit: no provider search).',
  labelNames: ['engine', 'result'] as const,
  registers: [metricsRegistry],
});

export const jobsFinished = new Counter({
  name: 'rank_checker_job_attempts_total',
  help: 'Background job attempts this process ran, by task and outcome: success, error (every failed attempt, retried with backoff) and failed (out of attempts). E-mails are the send_* tasks (account, contact and alert mail, alert digests, scheduled reports), webhooks deliver_webhook.',
  labelNames: ['task', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const serpAccountSearchesLeft = new Gauge({
  name: 'rank_checker_serpapi_searches_left',
  help: "Searches left on the SerpApi account this month, as its Account API said at the last hourly read (every process's users and schedules share them).",
  registers: [metricsRegistry],
});

export const serpAccountRateLimit = new Gauge({
  name: 'rank_checker_serpapi_rate_limit_per_hour',
  help: "The SerpApi account's hourly throughput limit, as its Account API said at the last read.",
  registers: [metricsRegistry],
});

export const providerTokens = new Counter({
  name: 'rank_checker_serp_tokens_total',
  help: "Scheduled checks' asks for a token of the shared provider bucket, by provider and answer: granted, busy (come back later), paused (after a 429) and budget (the month's searches used).",
  labelNames: ['provider', 'grant'] as const,
  registers: [metricsRegistry],
});

export const providerTokenWait = new Histogram({
  name: 'rank_checker_serp_token_wait_seconds',
  help: 'How long a granted token had the scheduled check wait before asking the provider, by provider.',
  labelNames: ['provider'] as const,
  buckets: [0, 0.1, 0.5, 1, 2, 5, 10, 20],
  registers: [metricsRegistry],
});

export const providerPauses = new Counter({
  name: 'rank_checker_serp_rate_limited_total',
  help: 'Times the provider answered 429 and every process paused its scheduled requests, by provider.',
  labelNames: ['provider'] as const,
  registers: [metricsRegistry],
});

export const scheduledRuns = new Counter({
  name: 'rank_checker_scheduled_runs_total',
  help: 'Scheduled runs this process ended or put back, by outcome: succeeded, failed, skipped, retried (to try again), deferred (rate limit) and lost (another process took it).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
