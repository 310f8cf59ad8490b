import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportScheduleSchema, reportSchedulesSchema } from '../../contracts/report';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertUserPlan, type UserPlanFields } from '../db/queries/user-plans';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';

// A Wednesday.
const NOW = new Date('2026-05-06T12:00:00Z');
const RESTRICTED = {
  error: { code: 'FEATURE_RESTRICTED', message: 'Scheduled e-mail reports are only available on the Pro and Enterprise plans.' },
};

describe('/api/v1/me/report-schedules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  async function userOn(plan: UserPlanFields | null, timeZone = 'UTC'): Promise<SignedInUser> {
    const user = await signInAs(t.pool, undefined, NOW);
    if (plan) await upsertUserPlan(t.pool, user.userId, plan, NOW);
    await t.pool.query('update users set time_zone = $2 where id = $1', [user.userId, timeZone]);
    return user;
  }
  const pro = { planType: 'pro', subscriptionStatus: 'active' } as const;
  const put = (user: SignedInUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/me/report-schedules', payload: body, headers: { cookie: user.cookie } });
  const list = (user: SignedInUser) => t.app.inject({ method: 'GET', url: '/api/v1/me/report-schedules', headers: { cookie: user.cookie } });
  const remove = (user: SignedInUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/me/report-schedules/${id}`, headers: { cookie: user.cookie } });

  it('Pro: creates one schedule per site at the next Monday 08:00 local, to the account address by default', async () => {
    const user = await userOn(pro, 'Europe/Berlin');
    const response = await put(user, { site: 'example.com', frequency: 'weekly' });
    expect(response.statusCode, response.payload).toBe(200);
    const created = reportScheduleSchema.parse(response.json());
    // Monday 11 May 08:00 in Berlin (+02).
    expect(created).toMatchObject({ site: 'example.com', frequency: 'weekly', email: user.email, nextRunAt: '2026-05-11T06:00:00.000Z', lastSentAt: null });

    const changed = reportScheduleSchema.parse((await put(user, { site: 'example.com', frequency: 'monthly', email: 'client@example.org' })).json());
    expect(changed).toMatchObject({ id: created.id, frequency: 'monthly', email: 'client@example.org', nextRunAt: '2026-06-01T06:00:00.000Z' });

    const other = reportScheduleSchema.parse((await put(user, { site: 'another.org', frequency: 'weekly' })).json());
    const listed = await list(user);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(reportSchedulesSchema.parse(listed.json()).items).toEqual([other, changed]);

    expect((await remove(user, created.id)).statusCode).toBe(204);
    expect(reportSchedulesSchema.parse((await list(user)).json()).items).toEqual([other]);
  });

  it("deleting another user's schedule (or a missing one) is 404 and keeps it", async () => {
    const owner = await userOn({ planType: 'enterprise', subscriptionStatus: 'active' });
    const stranger = await userOn(pro);
    const created = reportScheduleSchema.parse((await put(owner, { site: 'example.com', frequency: 'weekly' })).json());
    for (const id of [created.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await remove(stranger, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect(reportSchedulesSchema.parse((await list(owner)).json()).items).toEqual([created]);
    expect(reportSchedulesSchema.parse((await list(stranger)).json()).items).toEqual([]);
  });

  it('refuses a bad address or frequency', async () => {
    const user = await userOn(pro);
    for (const body of [
      { site: 'example.com', frequency: 'daily' },
      { site: 'example.com', frequency: 'weekly', email: 'not-an-address' },
      { site: ' ', frequency: 'weekly' },
    ]) {
      const response = await put(user, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    }
  });

  it.each<[string, UserPlanFields | null]>([
    ['free', null],
    ['trial', { planType: 'pro', subscriptionStatus: 'trialing', trialEndsAt: new Date('2026-05-08T00:00:00Z'), trialUsedAt: NOW }],
  ])('%s plans get 403 FEATURE_RESTRICTED', async (_tier, plan) => {
    const user = await userOn(plan);
    for (const response of [await list(user), await put(user, { site: 'example.com', frequency: 'weekly' }), await remove(user, '00000000-0000-4000-8000-000000000000')]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(RESTRICTED);
    }
  });

  it('signed-out callers get 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/report-schedules' })).statusCode).toBe(401);
  });
});
