/** Spec §9: a guest gets 1 check a day. */
export const GUEST_DAILY_CHECKS = 1;
/** Spec §9: a free account gets 3 checks a day (the spec's code sometimes compares against 10; 3 is the rule). */
export const FREE_DAILY_CHECKS = 3;

/** Who is asking, as far as allowances go. Pro, trial and enterprise join with the plans issue. */
export type AccessTier = 'guest' | 'free';

/** Checks per day for a tier. */
export function dailyCheckLimit(tier: AccessTier): number {
  return tier === 'guest' ? GUEST_DAILY_CHECKS : FREE_DAILY_CHECKS;
}

/**
 * Midnight UTC of `now`'s day: checks counted since then are today's. UTC until users get time zones
 * (spec: daily usage counts since local midnight).
 * @example startOfUtcDay(new Date('2026-03-01T23:59:00Z')) // 2026-03-01T00:00:00.000Z
 */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** True when `used` checks today leave none of `limit`. */
export function isDailyLimitReached(used: number, limit: number): boolean {
  return used >= limit;
}
