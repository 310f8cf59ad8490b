/** Spec §9: a guest gets 1 check a day. */
export const GUEST_DAILY_CHECKS = 1;
/** Spec §9: a free account gets 3 checks a day (the spec's code sometimes compares against 10; 3 is the rule). */
export const FREE_DAILY_CHECKS = 3;
/** Spec §3: -1 stands for "unlimited" in limits and remaining counts. */
export const UNLIMITED = -1;

/**
 * Who is asking, as far as allowances and features go: a guest, or a signed-in user's effective plan (a live
 * trial is its own tier: it gets Pro's checks and engines but not Pro's extras).
 */
export type AccessTier = 'guest' | 'free' | 'trial' | 'pro' | 'enterprise';

const DAILY_CHECKS: Record<AccessTier, number> = {
  guest: GUEST_DAILY_CHECKS,
  free: FREE_DAILY_CHECKS,
  trial: UNLIMITED,
  pro: UNLIMITED,
  enterprise: UNLIMITED,
};

/** Checks per day for a tier; UNLIMITED (-1) for trial, pro and enterprise. */
export function dailyCheckLimit(tier: AccessTier): number {
  return DAILY_CHECKS[tier];
}

/**
 * Midnight UTC of `now`'s day. Guests' days are UTC days; signed-in users count in their own time zone
 * (see startOfLocalDay).
 * @example startOfUtcDay(new Date('2026-03-01T23:59:00Z')) // 2026-03-01T00:00:00.000Z
 */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** True when `used` checks today leave none of `limit`; never for an UNLIMITED limit. */
export function isDailyLimitReached(used: number, limit: number): boolean {
  return limit !== UNLIMITED && used >= limit;
}

/** Spec §3 'Daily-limit info'; limit and remaining are -1 when unlimited. */
export interface DailyLimitInfo {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Checks used today. */
  used: number;
  /** When the allowance renews (next local midnight), ISO. */
  resetsAt: string;
}

/**
 * The allowance of a tier after `used` checks today.
 * @example dailyLimitInfo('free', 2, resetsAt) // { allowed: true, limit: 3, remaining: 1, used: 2, ... }
 */
export function dailyLimitInfo(tier: AccessTier, used: number, resetsAt: Date): DailyLimitInfo {
  const limit = dailyCheckLimit(tier);
  const unlimited = limit === UNLIMITED;
  return {
    allowed: !isDailyLimitReached(used, limit),
    limit,
    remaining: unlimited ? UNLIMITED : Math.max(0, limit - used),
    used,
    resetsAt: resetsAt.toISOString(),
  };
}
