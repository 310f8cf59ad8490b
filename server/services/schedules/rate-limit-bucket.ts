/**
 * The shared SERP request bucket's arithmetic, without I/O: the caller reads the row under a lock, asks here,
 * and writes back what comes out (serp-rate-limit queries, take-provider-token).
 */

/** The stored state of one provider's bucket. */
export interface BucketState {
  /** Tokens at `refilledAt`; negative when requests were promised ahead to callers now waiting their turn. */
  tokens: number;
  refilledAt: Date;
  pausedUntil: Date | null;
  /** First day (UTC) of the month `monthUsed` counts. */
  monthStart: Date;
  monthUsed: number;
}

export interface BucketRules {
  /** Provider requests an hour, spread evenly (SERP_RATE_LIMIT_PER_HOUR). */
  perHour: number;
  /** The longest a caller is promised a later token rather than told to come back (its job is deferred). */
  maxWaitMs: number;
  /** Provider requests scheduled checks may make in a calendar month; null: no budget. */
  monthlyBudget: number | null;
}

/**
 * What a caller may do now:
 * - `granted`: ask the provider after `waitMs` (0: at once); the token is spent.
 * - `busy`: more is promised ahead than `maxWaitMs` covers: come back at `until` (nothing spent).
 * - `paused`: the provider said 429; nobody asks before `until`.
 * - `budget`: this month's budget is used; it renews at `until` (the next month's start).
 */
export type TokenGrant =
  | { kind: 'granted'; waitMs: number }
  | { kind: 'busy'; until: Date }
  | { kind: 'paused'; until: Date }
  | { kind: 'budget'; until: Date };

/**
 * Tokens the bucket holds at most: one second's worth. SerpApi's limit is per hour, but a full hour's burst
 * at once would be refused by a provider that smooths it, and would leave nothing for the rest of the hour.
 */
export function bucketCapacity(perHour: number): number {
  return Math.max(1, perHour / 3600);
}

/** The first instant of `now`'s calendar month, UTC. */
export function monthStartOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The first instant of the month after `now`'s, UTC. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** A full bucket, for a provider's first request. */
export function freshBucket(rules: Pick<BucketRules, 'perHour'>, now: Date): BucketState {
  return { tokens: bucketCapacity(rules.perHour), refilledAt: now, pausedUntil: null, monthStart: monthStartOf(now), monthUsed: 0 };
}

/**
 * Takes one token at `now`. Tokens refill at perHour/3600 a second up to the capacity; a caller finding none
 * left is promised the next free one (the count goes below zero) when it comes within `maxWaitMs`, so callers
 * across processes are served in the order they asked without polling. A clock behind the stored one refills
 * nothing rather than taking tokens back.
 * @example takeToken({ tokens: 0, refilledAt: t, ... }, { perHour: 3600, maxWaitMs: 5000, monthlyBudget: null }, t)
 * // { grant: { kind: 'granted', waitMs: 1000 }, next: { tokens: -1, ... } }
 */
export function takeToken(state: BucketState, rules: BucketRules, now: Date): { grant: TokenGrant; next: BucketState } {
  const perMs = rules.perHour / 3_600_000;
  const elapsed = Math.max(0, now.getTime() - state.refilledAt.getTime());
  const month = monthStartOf(now);
  const newMonth = month.getTime() !== state.monthStart.getTime();
  const current: BucketState = {
    tokens: Math.min(bucketCapacity(rules.perHour), state.tokens + elapsed * perMs),
    refilledAt: new Date(Math.max(now.getTime(), state.refilledAt.getTime())),
    pausedUntil: state.pausedUntil && state.pausedUntil.getTime() > now.getTime() ? state.pausedUntil : null,
    monthStart: newMonth ? month : state.monthStart,
    monthUsed: newMonth ? 0 : state.monthUsed,
  };
  if (current.pausedUntil) return { grant: { kind: 'paused', until: current.pausedUntil }, next: current };
  if (rules.monthlyBudget !== null && current.monthUsed >= rules.monthlyBudget) {
    return { grant: { kind: 'budget', until: nextMonthStart(now) }, next: current };
  }
  const after = current.tokens - 1;
  const waitMs = after >= 0 ? 0 : Math.ceil(-after / perMs);
  if (waitMs > rules.maxWaitMs) return { grant: { kind: 'busy', until: new Date(now.getTime() + waitMs) }, next: current };
  return { grant: { kind: 'granted', waitMs }, next: { ...current, tokens: after, monthUsed: current.monthUsed + 1 } };
}

/**
 * The bucket after the provider answered 429: nobody asks before `until`, and requests resume one at a time
 * from then (the tokens promised before the pause are void; their callers look at the pause again).
 */
export function pauseBucket(state: BucketState, until: Date): BucketState {
  const later = state.pausedUntil && state.pausedUntil.getTime() > until.getTime() ? state.pausedUntil : until;
  return { ...state, pausedUntil: later, tokens: 0, refilledAt: later };
}
