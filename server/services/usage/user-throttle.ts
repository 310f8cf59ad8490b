import { randomUUID } from 'node:crypto';
import type { AccessTier } from '../../../core/plans/daily-limit';
import { withTransaction, type Pool } from '../../db/pool';
import { countChecksInFlight, deleteCheckInFlight, insertCheckInFlight, lockUserChecksInFlight } from '../../db/queries/checks-in-flight';
import { incrementRateLimitCounter } from '../../db/queries/rate-limit-counters';
import { AppError, MESSAGES } from '../../errors';
import { fixedWindow } from './rate-limiter';

/** How fast one account on an unlimited plan may check (CHECKS_IN_FLIGHT_PER_USER, CHECKS_PER_HOUR_*). */
export interface CheckThrottle {
  inFlight: number;
  perHour: { trial: number; paid: number };
}

const HOUR_MS = 60 * 60 * 1000;
/** A check runs for seconds; a reservation older than this belongs to a process that died. */
const IN_FLIGHT_TTL_MS = 5 * 60 * 1000;
/** What to tell a client whose checks are all still running: about as long as one takes. */
const IN_FLIGHT_RETRY_SECONDS = 5;

export interface CheckReservation {
  release(): Promise<void>;
}

/**
 * Unlimited plans (trial, Pro, Enterprise) have no daily allowance, so one account could otherwise spend the
 * provider budget without bound: at most `inFlight` checks at once and `perHour` started per clock hour, each
 * refused with 429 and Retry-After in words a person understands. Counted in PostgreSQL, so every process
 * shares the count. Other tiers are bounded by their daily allowance and pass through.
 */
export async function reserveUserCheck(
  pool: Pool,
  userId: string,
  tier: AccessTier,
  throttle: CheckThrottle,
  now: Date,
): Promise<CheckReservation> {
  if (tier !== 'trial' && tier !== 'pro' && tier !== 'enterprise') return { release: async () => undefined };
  const perHour = tier === 'trial' ? throttle.perHour.trial : throttle.perHour.paid;
  const hour = fixedWindow(HOUR_MS, now);
  const id = randomUUID();
  await withTransaction(pool, async (db) => {
    await lockUserChecksInFlight(db, userId);
    if ((await countChecksInFlight(db, userId, now)) >= throttle.inFlight) {
      throw new AppError('RATE_LIMITED', MESSAGES.tooManyRunning(throttle.inFlight), { retryAfterSeconds: IN_FLIGHT_RETRY_SECONDS });
    }
    // Counted in the same transaction: a refused check is not counted, a started one is even if it fails.
    if ((await incrementRateLimitCounter(db, 'checks_hour:user', userId, hour.start)) > perHour) {
      const { retryAfterSeconds } = hour;
      throw new AppError('RATE_LIMITED', MESSAGES.hourlyChecks(perHour, Math.ceil(retryAfterSeconds / 60)), { retryAfterSeconds });
    }
    await insertCheckInFlight(db, { id, userId, now, expiresAt: new Date(now.getTime() + IN_FLIGHT_TTL_MS) });
  });
  return { release: () => deleteCheckInFlight(pool, id) };
}
