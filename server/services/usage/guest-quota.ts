import { GUEST_DAILY_CHECKS } from '../../../core/plans/daily-limit';
import { withTransaction, type Pool } from '../../db/pool';
import { deleteGuestUsage, insertGuestUsage } from '../../db/queries/guest-usage';
import { AppError, MESSAGES } from '../../errors';
import type { GuestPrincipal } from '../principal';

/** Spec: guests get 1 Google check per calendar day (the rule lives in core/plans). */
export { GUEST_DAILY_CHECKS };

export interface QuotaReservation {
  /** Gives the check back; a check that failed must use no quota. Safe to call twice. */
  release(): Promise<void>;
}

/** Calendar day in UTC ('YYYY-MM-DD'): the server's day, the same for every process. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Reserves today's guest check for both the guest cookie and the client IP in one transaction, so clearing
 * cookies does not buy another check and concurrent requests cannot both pass: the unique key lets exactly
 * one insert per key through. Throws DAILY_LIMIT_REACHED (429) when either key already used it.
 */
export async function reserveGuestCheck(pool: Pool, principal: GuestPrincipal, now: Date): Promise<QuotaReservation> {
  const day = utcDay(now);
  const ids = await withTransaction(pool, async (client) => {
    const guest = await insertGuestUsage(client, { day, kind: 'guest', key: principal.guestId });
    const ip = guest === undefined ? undefined : await insertGuestUsage(client, { day, kind: 'ip', key: principal.ipKey });
    if (guest === undefined || ip === undefined) {
      throw new AppError('DAILY_LIMIT_REACHED', MESSAGES.dailyLimit(GUEST_DAILY_CHECKS));
    }
    return [guest, ip];
  });
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await deleteGuestUsage(pool, ids);
    },
  };
}
