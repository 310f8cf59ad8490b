import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createPool, type Pool } from '../../db/pool';
import { insertCheckInFlight } from '../../db/queries/checks-in-flight';
import { insertGuestUsage } from '../../db/queries/guest-usage';
import { insertVerifiedUser } from '../../testing/sign-in';
import { sweepUsageRows } from './sweep-usage-rows';

describe('sweepUsageRows', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  it('keeps two days of guest reservations and drops in-flight rows of dead processes', async () => {
    const key = `swept-${randomUUID()}`;
    for (const day of ['2026-05-28', '2026-05-29', '2026-05-30', '2026-05-31']) await insertGuestUsage(pool, { day, kind: 'ip', key });
    const { userId } = await insertVerifiedUser(pool);
    const now = new Date('2026-05-31T08:00:00Z');
    const live = randomUUID();
    const dead = randomUUID();
    await insertCheckInFlight(pool, { id: live, userId, now, expiresAt: new Date(now.getTime() + 60_000) });
    await insertCheckInFlight(pool, { id: dead, userId, now: new Date('2026-05-31T07:00:00Z'), expiresAt: new Date('2026-05-31T07:05:00Z') });

    await sweepUsageRows(pool, now);

    const days = await pool.query<{ day: string }>(`select to_char(day, 'YYYY-MM-DD') as day from guest_usage where key = $1 order by day`, [key]);
    expect(days.rows.map((r) => r.day)).toEqual(['2026-05-29', '2026-05-30', '2026-05-31']);
    const flying = await pool.query<{ id: string }>('select id from checks_in_flight where user_id = $1', [userId]);
    expect(flying.rows.map((r) => r.id)).toEqual([live]);
  });
});
