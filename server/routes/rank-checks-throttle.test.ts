import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertUserPlan } from '../db/queries/user-plans';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { postRankCheck } from '../testing/guest-client';
import { numberedSitesProvider } from '../testing/numbered-sites-provider';
import { uniqueKeyword } from '../testing/serp-fixture';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const NOW = new Date('2026-06-01T10:20:00Z');

describe('POST /api/v1/rank-checks: unlimited plans are throttled', () => {
  const held: (() => void)[] = [];
  // Every check of a keyword starting with "held" waits until the test lets it go.
  const provider = numberedSitesProvider('held', (request) =>
    request.keyword.startsWith('held') ? new Promise<void>((resolve) => held.push(resolve)) : undefined,
  );
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: provider, now: () => NOW, env: { CHECKS_IN_FLIGHT_PER_USER: '3', CHECKS_PER_HOUR_PAID: '6' } });
  });
  afterAll(() => t.close());

  const proUser = async (): Promise<SignedInUser> => {
    const user = await signInAs(t.pool, undefined, NOW);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active' }, NOW);
    return user;
  };
  const check = (user: SignedInUser, keyword = uniqueKeyword()) => postRankCheck(t.app, { websiteUrl: 'site-4.test', keyword }, { cookie: user.cookie });

  it('at most 3 checks at once per account: the 4th is told to wait, and may run once one finishes', async () => {
    const user = await proUser();
    const running = [check(user, uniqueKeyword('held')), check(user, uniqueKeyword('held')), check(user, uniqueKeyword('held'))];
    await expect.poll(() => held.length).toBe(3);
    const fourth = await check(user);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'You already have 3 checks running. Please wait for one to finish, then try again.' },
    });
    expect(fourth.headers['retry-after']).toBe('5');
    // Another account is not held back by this one.
    expect((await check(await proUser())).statusCode).toBe(200);
    held.splice(0).forEach((release) => release());
    for (const response of await Promise.all(running)) expect(response.statusCode).toBe(200);
    expect((await check(user)).statusCode).toBe(200);
  });

  it('at most 6 checks started per clock hour (configured), with Retry-After to the next hour', async () => {
    const user = await proUser();
    for (let i = 0; i < 6; i += 1) expect((await check(user)).statusCode).toBe(200);
    const seventh = await check(user);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json().error.message).toBe("You've run 6 checks in the past hour, the most your plan allows. You can check again in 40 minutes.");
    expect(seventh.headers['retry-after']).toBe(String(40 * 60));
  });

  it('a free account is bounded by its daily allowance instead', async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    for (let i = 0; i < 3; i += 1) expect((await check(user)).statusCode).toBe(200);
    expect((await check(user)).json().error.code).toBe('DAILY_LIMIT_REACHED');
  });
});
