import { randomBytes } from 'node:crypto';
import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { createPool, type Pool } from '../../db/pool';
import { insertChallenge } from '../../db/queries/passkeys';
import { upsertPhoneVerification } from '../../db/queries/phone-numbers';
import { incrementRateLimitCounter } from '../../db/queries/rate-limit-counters';
import { insertPending } from '../../db/queries/two-step';
import { createTestUser } from '../../testing/auth-fixtures';
import { issueAuthToken } from './auth-tokens';
import { createSession, resolveSession } from './session-store';
import { sweepDeadAuthRows } from './sweep-dead-auth-rows';

const DAY = 24 * 3600 * 1000;

describe('sweepDeadAuthRows', () => {
  // The sweep is global: run it in a database of its own so it cannot delete other test files' sessions.
  const name = `sweep_test_${randomBytes(4).toString('hex')}`;
  let admin: Pool;
  let pool: Pool;
  beforeAll(async () => {
    admin = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 1 });
    await admin.query(`create database ${name}`);
    const url = new URL(inject('databaseUrl'));
    url.pathname = `/${name}`;
    pool = createPool(url.toString(), { error: () => undefined }, { max: 2 });
    await migrate(pool);
  });
  afterAll(async () => {
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('removes expired and idle sessions, old tokens and old counters, and keeps live ones', async () => {
    const user = await createTestUser(pool);
    const now = new Date('2031-06-01T12:00:00Z');
    const live = await createSession(pool, { userId: user.id }, new Date(now.getTime() - DAY));
    await createSession(pool, { userId: user.id }, new Date(now.getTime() - 8 * DAY)); // idle
    await createSession(pool, { userId: user.id }, new Date(now.getTime() - 31 * DAY)); // past its lifetime
    await issueAuthToken(pool, { userId: user.id, purpose: 'reset_password' }, new Date(now.getTime() - 3 * DAY));
    await issueAuthToken(pool, { userId: user.id, purpose: 'verify_email' }, now);
    await incrementRateLimitCounter(pool, 'test', user.id, new Date(now.getTime() - 2 * DAY));
    await incrementRateLimitCounter(pool, 'test', user.id, now);
    await insertPending(pool, { userId: user.id, tokenHash: randomBytes(32), method: 'password', expiresAt: new Date(now.getTime() - 1000) }, now);
    await insertPending(pool, { userId: user.id, tokenHash: randomBytes(32), method: 'google', expiresAt: new Date(now.getTime() + 60_000) }, now);
    const waiting = await createTestUser(pool);
    await upsertPhoneVerification(pool, user.id, { e164: '+12025550143', codeHash: randomBytes(32), expiresAt: new Date(now.getTime() - 1000) }, now);
    await upsertPhoneVerification(pool, waiting.id, { e164: '+12025550144', codeHash: randomBytes(32), expiresAt: new Date(now.getTime() + 60_000) }, now);

    await insertChallenge(pool, 'expired-challenge', 'sign-in', {}, new Date(now.getTime() - 1000));
    await insertChallenge(pool, 'live-challenge', 'register', { userId: user.id }, new Date(now.getTime() + 60_000));

    const counts = await sweepDeadAuthRows(pool, now);
    expect(counts).toEqual({ sessions: 2, authTokens: 1, rateLimitCounters: 1, secondSteps: 1, emailCodes: 0, phoneCodes: 1, passkeyChallenges: 1 });
    expect((await pool.query('select challenge from passkey_challenges')).rows).toEqual([{ challenge: 'live-challenge' }]);

    const left = async (sql: string) => (await pool.query<{ n: number }>(sql, [user.id])).rows[0]?.n;
    expect(await left('select count(*) as n from sessions where user_id = $1')).toBe(1);
    expect(await resolveSession(pool, live.token, now)).not.toBeNull();
    expect(await left("select count(*) as n from auth_tokens where user_id = $1 and purpose = 'verify_email'")).toBe(1);
    expect(await left('select count(*) as n from auth_tokens where user_id = $1')).toBe(1);
    expect(await left("select count(*) as n from rate_limit_counters where bucket = 'test' and key = $1")).toBe(1);
    expect(await left('select count(*) as n from phone_verifications where user_id = $1')).toBe(0);
    const stillWaiting = await pool.query<{ n: number }>('select count(*) as n from phone_verifications where user_id = $1', [waiting.id]);
    expect(stillWaiting.rows[0]?.n).toBe(1);
  });
});
