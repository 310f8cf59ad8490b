import { isValidTimeZone } from '../../../core/plans/local-day';
import type { Queryable } from '../../db/pool';
import { updateUserTimeZone } from '../../db/queries/user-time-zone';
import { AppError } from '../../errors';

export const INVALID_TIME_ZONE_MESSAGE = 'Unknown time zone. Use an IANA name such as Europe/Berlin.';

/** Stores the user's IANA time zone (the browser's), which decides when their daily allowance renews. */
export async function setTimeZone(db: Queryable, userId: string, timeZone: string, now: Date): Promise<void> {
  const zone = timeZone.trim();
  if (!isValidTimeZone(zone)) throw new AppError('INVALID_TIME_ZONE', INVALID_TIME_ZONE_MESSAGE, 400);
  await updateUserTimeZone(db, userId, zone, now);
}
