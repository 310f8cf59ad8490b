import type { Queryable } from '../../db/pool';
import { incrementRateLimitCounter } from '../../db/queries/rate-limit-counters';
import { AppError } from '../../errors';
import { fixedWindow } from '../usage/rate-limiter';
import type { SnapshotRequester } from './create-seo-snapshot';
import { SEO_SNAPSHOT_LIMITS } from './snapshot-limits';

/**
 * Counts one snapshot against the hourly allowance of the user, or of the guest's client address (a cleared
 * cookie does not reset it). 429 RATE_LIMITED with Retry-After once passed.
 */
export async function consumeSnapshotAllowance(db: Queryable, requester: SnapshotRequester, now: Date): Promise<void> {
  const rule = requester.kind === 'user' ? SEO_SNAPSHOT_LIMITS.user : SEO_SNAPSHOT_LIMITS.guest;
  const key = requester.kind === 'user' ? requester.userId : requester.ipKey;
  const window = fixedWindow(rule.windowMs, now);
  const count = await incrementRateLimitCounter(db, rule.bucket, key, window.start);
  if (count <= rule.limit) return;
  const minutes = Math.ceil(window.retryAfterSeconds / 60);
  throw new AppError(
    'RATE_LIMITED',
    `You have analysed ${rule.limit} pages in the past hour, the most allowed. You can analyse more in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { retryAfterSeconds: window.retryAfterSeconds },
  );
}
