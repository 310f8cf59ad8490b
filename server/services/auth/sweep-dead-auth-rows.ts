import type { Queryable } from '../../db/pool';
import { deleteDeadAuthRows, type AuthSweepCounts } from '../../db/queries/auth-cleanup';
import { SESSION_IDLE_TIMEOUT_MS } from './session-policy';

const DAY = 24 * 3600 * 1000;
/** As long as the longest rate-limit window (a phone number's day), so no live window is dropped. */
const COUNTER_RETENTION_MS = DAY;
/** Used and expired links are kept a day: enough to look into a "my link did not work" report. */
const TOKEN_RETENTION_MS = DAY;

/** Removes sessions, e-mail tokens, sign-in and phone codes and rate-limit counters that can no longer matter (run hourly). */
export function sweepDeadAuthRows(db: Queryable, now: Date): Promise<AuthSweepCounts> {
  return deleteDeadAuthRows(db, {
    now,
    idleBefore: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS),
    tokensBefore: new Date(now.getTime() - TOKEN_RETENTION_MS),
    countersBefore: new Date(now.getTime() - COUNTER_RETENTION_MS),
  });
}
