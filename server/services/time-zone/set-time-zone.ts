import { isValidTimeZone } from '../../../core/plans/local-day';
import { withTransaction, type Pool } from '../../db/pool';
import { updateUserTimeZone } from '../../db/queries/user-time-zone';
import { AppError } from '../../errors';
import { rescheduleForTimeZone } from '../schedules/reschedule-for-time-zone';

export const INVALID_TIME_ZONE_MESSAGE = 'Unknown time zone. Use an IANA name such as Europe/Berlin.';

/**
 * Stores the user's IANA time zone (the browser's), which decides when their daily allowance renews and when
 * their scheduled checks run: those are moved to the new zone's clock at once.
 */
export async function setTimeZone(pool: Pool, userId: string, timeZone: string, now: Date): Promise<void> {
  const zone = timeZone.trim();
  if (!isValidTimeZone(zone)) throw new AppError('INVALID_TIME_ZONE', INVALID_TIME_ZONE_MESSAGE);
  await withTransaction(pool, async (db) => {
    await updateUserTimeZone(db, userId, zone, now);
    await rescheduleForTimeZone(db, userId, zone, now);
  });
}
