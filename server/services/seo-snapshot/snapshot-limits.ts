import type { RateLimitRule } from '../usage/rate-limiter';

const HOUR = 60 * 60_000;

/** Snapshots taken per hour. Each uncached one fetches a page; a signed-in user's may also start PageSpeed. */
export const SEO_SNAPSHOT_LIMITS = {
  user: { bucket: 'seo_snapshot:user', limit: 120, windowMs: HOUR },
  /** Per client address: guests cannot run PageSpeed, but each snapshot still fetches a page for them. */
  guest: { bucket: 'seo_snapshot:guest', limit: 30, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/** How long answers are reused: a page's on-page facts for an hour, its PageSpeed run for a day. */
export const ON_PAGE_CACHE_MS = HOUR;
export const PAGESPEED_CACHE_MS = 24 * HOUR;
/**
 * PageSpeed takes 10-60 s (the client waits up to 90 s); a run still pending after 3 minutes lost its worker and
 * reads as failed, and a new snapshot starts another.
 */
export const PAGESPEED_STALE_MS = 3 * 60_000;
