/** How transient SerpApi failures (429, 5xx, network errors, timeouts) are retried. */
export interface RetryPolicy {
  /** Total attempts, the first included. */
  attempts: number;
  /** Backoff before the 2nd attempt; doubles each time, capped at maxDelayMs, then jittered. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** No new attempt starts once this much time has passed since the first one began. */
  budgetMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 400, maxDelayMs: 2_000, budgetMs: 6_000 };

/**
 * Delay before retry number `retry` (1 = before the 2nd attempt): exponential, capped, with "equal jitter"
 * (half fixed, half random) so concurrent checks that failed together do not retry in lockstep.
 */
export function backoffDelay(policy: RetryPolicy, retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
