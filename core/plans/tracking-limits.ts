import type { AccessTier } from './daily-limit';

/**
 * Tracked queries (a keyword on one engine, location and device, checked on a schedule) a paid plan holds.
 * Self-hosters set their own (MAX_TRACKED_QUERIES_PRO, MAX_TRACKED_QUERIES_ENTERPRISE); these are ours. 5,000
 * covers an agency's ten clients at 40–120 keywords on two engines and two devices; Enterprise five times it.
 */
export interface TrackingLimits {
  pro: number;
  enterprise: number;
}

export const DEFAULT_TRACKING_LIMITS: TrackingLimits = { pro: 5000, enterprise: 25_000 };

/** A free account's 3 checks a day are used up by 3 daily schedules; more could never all run. */
export const MAX_FREE_TRACKED_QUERIES = 3;

/**
 * How many tracked queries a tier may hold: a trial tries Pro, so it holds what Pro does.
 * @example maxTrackedQueries('trial', { pro: 5000, enterprise: 25000 }) // 5000
 */
export function maxTrackedQueries(tier: AccessTier, limits: TrackingLimits): number {
  switch (tier) {
    case 'guest':
      return 0;
    case 'free':
      return MAX_FREE_TRACKED_QUERIES;
    case 'trial':
    case 'pro':
      return limits.pro;
    case 'enterprise':
      return limits.enterprise;
  }
}
