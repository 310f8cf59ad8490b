import { nextCheckAt } from '../../../core/schedules/next-check-at';
import type { Queryable } from '../../db/pool';
import { selectActiveScheduleTimings, updateNextCheckAt } from '../../db/queries/schedule-time-zone';
import { timingOf } from './scheduled-check-view';

/**
 * A user who moves to another time zone wants "daily at 08:00" at 08:00 where they are now: every active
 * schedule's next run is computed again in the new zone, from now.
 */
export async function rescheduleForTimeZone(db: Queryable, userId: string, timeZone: string, now: Date): Promise<void> {
  for (const row of await selectActiveScheduleTimings(db, userId)) {
    await updateNextCheckAt(db, row.id, nextCheckAt(timingOf(row), now, timeZone), now);
  }
}
