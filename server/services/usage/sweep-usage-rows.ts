import type { Queryable } from '../../db/pool';
import { deleteExpiredChecksInFlight } from '../../db/queries/checks-in-flight';
import { deleteGuestUsageBefore } from '../../db/queries/guest-usage';
import { utcDay } from './guest-quota';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deletes guest reservations older than two days (a guest's day is a UTC day; nothing older limits anyone,
 * and keyed address hashes are not kept longer than they serve) and in-flight reservations of checks whose
 * process died. Runs hourly with the other sweeps.
 */
export async function sweepUsageRows(db: Queryable, now: Date): Promise<void> {
  await deleteGuestUsageBefore(db, utcDay(new Date(now.getTime() - 2 * DAY_MS)));
  await deleteExpiredChecksInFlight(db, now);
}
