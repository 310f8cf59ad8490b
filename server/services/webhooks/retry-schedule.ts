/** Attempts one message gets before it is given up on. */
export const WEBHOOK_MAX_ATTEMPTS = 6;

/** Failed attempts in a row (across messages) after which an endpoint is turned off until its owner turns it on. */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 10;

/**
 * Waits after the 1st..5th failed attempt: the first six steps of Standard Webhooks' example schedule
 * (spec, "Deliverability and reliability": immediately, 5 s, 5 min, 30 min, 2 h, 5 h, ...). Six attempts span
 * about 7.5 hours, long enough for a receiver's deploy or a night's outage, short enough that an alert is still
 * news when it arrives; the spec's later steps (up to 3 days) would deliver stale alerts.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600] as const;

/** Up to this share of a wait is added at random, as the spec recommends, so retries of many messages spread out. */
const JITTER = 0.1;

/**
 * When attempt `failedAttempt + 1` is due after attempt `failedAttempt` failed at `at`; null when it was the
 * last. `random` is Math.random in production (tests pin it).
 */
export function nextAttemptAt(failedAttempt: number, at: Date, random: () => number = Math.random): Date | null {
  if (failedAttempt >= WEBHOOK_MAX_ATTEMPTS) return null;
  const seconds = WEBHOOK_RETRY_DELAYS_SECONDS[failedAttempt - 1];
  if (seconds === undefined) return null;
  return new Date(at.getTime() + Math.round(seconds * 1000 * (1 + JITTER * random())));
}
