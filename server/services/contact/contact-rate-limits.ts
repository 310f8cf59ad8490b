import type { Queryable } from '../../db/pool';
import { incrementRateLimitCounter } from '../../db/queries/rate-limit-counters';
import { AppError } from '../../errors';
import { fixedWindow, type RateLimitRule } from '../usage/rate-limiter';

const HOUR = 60 * 60_000;

/**
 * How many messages the contact form takes (decision 009's fixed windows): per sender address (keyed hash),
 * enough for an office sharing one; per e-mail address, fewer, since one person rarely writes more.
 */
export const CONTACT_RATE_LIMITS = {
  ip: { bucket: 'contact:ip', limit: 5, windowMs: HOUR },
  email: { bucket: 'contact:email', limit: 3, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/** The refusal in words a sender can act on: when to try again, in whole minutes. */
export function contactRateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You've sent several messages in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Counts one message under `rule`; refuses with 429 RATE_LIMITED (and Retry-After) once past the limit. */
export async function consumeContactLimit(db: Queryable, rule: RateLimitRule, key: string, now: Date): Promise<void> {
  const window = fixedWindow(rule.windowMs, now);
  const count = await incrementRateLimitCounter(db, rule.bucket, key, window.start);
  if (count > rule.limit) {
    const { retryAfterSeconds } = window;
    throw new AppError('RATE_LIMITED', contactRateLimitedMessage(retryAfterSeconds), { retryAfterSeconds });
  }
}
