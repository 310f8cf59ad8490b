const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A session ends at the latest this long after sign-in, however active it is. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY;
/** A session unused this long is dead. */
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY;
/** last_seen_at is written at most this often: a write per request would cost more than the precision buys. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * MINUTE;
