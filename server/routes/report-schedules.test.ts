import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportScheduleSchema, reportSchedulesSchema } from '../../contracts/report';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertUserPlan, type UserPlanFields } from '../db/queries/user-plans';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import { signInAs, type SignedInUser } from '../testing/sign-in';

// A Wednesday.
const NOW = new Date('2026-05-06T12:00:00Z');
const RESTRICTED = {
  error: { code: 'FEATURE_RESTRICTED', message: 'Scheduled e-mail reports are only available on the Pro and Enterprise plans.' },
};
const LIMIT_REACHED = {
  error: { code: 'INVALID_INPUT', message: 'You can have at most 20 scheduled reports. Delete one before adding another.' },
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
  // Confirmation e-mails are counted per address (test files share one database): a fresh address each time.
  const clientAddress = () => `client-${randomBytes(5).toString('hex')}@example.org`;
  /** Sites a user has checked: a schedule names one of them. */
  const checked = new Set<string>();
  async function checkedSite(user: SignedInUser, site: unknown): Promise<void> {
    if (typeof site !== 'string' || site.trim() === '' || checked.has(`${user.userId} ${site}`)) return;
    checked.add(`${user.userId} ${site}`);
    await saveCheck(t.pool, user.userId, { websiteUrl: site, checkedAt: NOW });
  }
  /** PUT as the report page sends it: for a site the user has checked (the site is checked first when need be). */
  const put = async (user: SignedInUser, body: Record<string, unknown>) => {
    await checkedSite(user, body.site);
    return t.app.inject({ method: 'PUT', url: '/api/v1/me/report-schedules', payload: body, headers: { cookie: user.cookie } });
  };
  const list = (user: SignedInUser) => t.app.inject({ method: 'GET', url: '/api/v1/me/report-schedules', headers: { cookie: user.cookie } });
  const items = async (user: SignedInUser) => reportSchedulesSchema.parse((await list(user)).json()).items;
  const remove = (user: SignedInUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/me/report-schedules/${id}`, headers: { cookie: user.cookie } });
  const resend = (user: SignedInUser, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/me/report-schedules/${id}/confirmation-email`, headers: { cookie: user.cookie } });

  it('Pro: creates one schedule per site at the next Monday 08:00 local, to the account address by default', async () => {
    const user = await userOn(pro, 'Europe/Berlin');
    const response = await put(user, { site: 'example.com', frequency: 'weekly' });
    expect(response.statusCode, response.payload).toBe(200);
    const created = reportScheduleSchema.parse(response.json());
    // Monday 11 May 08:00 in Berlin (+02). The account's own verified address needs no confirmation.
    expect(created).toMatchObject({
      site: 'example.com',
      frequency: 'weekly',
      email: user.email,
      status: 'active',
      nextRunAt: '2026-05-11T06:00:00.000Z',
      lastSentAt: null,
      lastFailedAt: null,
      confirmationSentAt: null,
    });

    const changed = reportScheduleSchema.parse((await put(user, { site: 'example.com', frequency: 'monthly', email: user.email.toUpperCase() })).json());
    expect(changed).toMatchObject({ id: created.id, frequency: 'monthly', status: 'active', nextRunAt: '2026-06-01T06:00:00.000Z' });

    const other = reportScheduleSchema.parse((await put(user, { site: 'another.org', frequency: 'weekly' })).json());
    const listed = await list(user);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(reportSchedulesSchema.parse(listed.json())).toEqual({ items: [other, changed], paused: false, limit: 20 });

    expect((await remove(user, created.id)).statusCode).toBe(204);
    expect(await items(user)).toEqual([other]);
  });

  it("a site's report and its report per tag are scheduled apart, each to its own address", async () => {
    const user = await userOn(pro);
    const team = clientAddress();
    const whole = reportScheduleSchema.parse((await put(user, { site: 'example.com', frequency: 'weekly' })).json());
    const shop = reportScheduleSchema.parse((await put(user, { site: 'example.com', tag: 'shop', frequency: 'monthly', email: team })).json());
    expect(whole).toMatchObject({ tag: null, email: user.email, status: 'active' });
    expect(shop).toMatchObject({ tag: 'shop', email: team, frequency: 'monthly', status: 'waiting_for_confirmation' });
    expect(shop.id).not.toBe(whole.id);
    // Saving the tag's schedule again changes it, not the whole site's; an empty tag is the whole site.
    const weekly = reportScheduleSchema.parse((await put(user, { site: 'example.com', tag: 'shop', frequency: 'weekly', email: team })).json());
    expect(weekly).toMatchObject({ id: shop.id, frequency: 'weekly' });
    const again = reportScheduleSchema.parse((await put(user, { site: 'example.com', tag: '', frequency: 'monthly' })).json());
    expect(again).toMatchObject({ id: whole.id, tag: null, frequency: 'monthly' });
    expect((await items(user)).map((item) => [item.site, item.tag])).toEqual([['example.com', null], ['example.com', 'shop']]);
    const tooLong = await put(user, { site: 'example.com', tag: 'x'.repeat(41), frequency: 'weekly' });
    expect(tooLong.statusCode).toBe(400);
  });

  it('another address waits for its confirmation; changing only the frequency keeps the link that was sent', async () => {
    const user = await userOn(pro);
    const client = clientAddress();
    const waiting = reportScheduleSchema.parse((await put(user, { site: 'example.com', frequency: 'weekly', email: client })).json());
    expect(waiting).toMatchObject({ email: client, status: 'waiting_for_confirmation', confirmationSentAt: NOW.toISOString() });
    const stored = async () =>
      (await t.pool.query<{ confirm_token_hash: Buffer | null }>('select confirm_token_hash from report_schedules where id = $1', [waiting.id]))
        .rows[0]?.confirm_token_hash;
    const hash = await stored();
    expect(hash).toHaveLength(32);

    const monthly = reportScheduleSchema.parse((await put(user, { site: 'example.com', frequency: 'monthly', email: client })).json());
    expect(monthly).toMatchObject({ status: 'waiting_for_confirmation' });
    expect(await stored()).toEqual(hash);
    // Back to the account's own address: active at once, the pending link is void.
    const own = reportScheduleSchema.parse((await put(user, { site: 'example.com', frequency: 'monthly' })).json());
    expect(own).toMatchObject({ email: user.email, status: 'active', confirmationSentAt: null });
    expect(await stored()).toBeNull();
  });

  it('resending a confirmation: a new link for a waiting schedule, 400 for an active one, 404 for anyone else', async () => {
    const user = await userOn(pro);
    const stranger = await userOn(pro);
    const waiting = reportScheduleSchema.parse((await put(user, { site: 'example.com', frequency: 'weekly', email: clientAddress() })).json());
    const active = reportScheduleSchema.parse((await put(user, { site: 'another.org', frequency: 'weekly' })).json());
    const hashOf = async (id: string) =>
      (await t.pool.query<{ confirm_token_hash: Buffer }>('select confirm_token_hash from report_schedules where id = $1', [id])).rows[0]
        ?.confirm_token_hash;
    const before = await hashOf(waiting.id);

    const again = await resend(user, waiting.id);
    expect(again.statusCode, again.payload).toBe(200);
    expect(reportScheduleSchema.parse(again.json())).toMatchObject({ id: waiting.id, status: 'waiting_for_confirmation' });
    expect(await hashOf(waiting.id)).not.toEqual(before);

    expect((await resend(user, active.id)).json()).toEqual({ error: { code: 'INVALID_INPUT', message: 'This schedule is not waiting for confirmation.' } });
    for (const id of [waiting.id, 'nope']) expect((await resend(stranger, id)).statusCode).toBe(404);
  });

  it('one address gets at most 5 confirmation e-mails a day, from however many accounts', async () => {
    const client = clientAddress();
    for (let account = 0; account < 5; account += 1) {
      expect((await put(await userOn(pro), { site: 'example.com', frequency: 'weekly', email: client })).statusCode).toBe(200);
    }
    const refused = await put(await userOn(pro), { site: 'example.com', frequency: 'weekly', email: client.toUpperCase() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(refused.headers['retry-after']).toBeDefined();
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
    expect(await items(owner)).toEqual([created]);
    expect(await items(stranger)).toEqual([]);
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

  it('schedules only a site the user has checked: free text is never mailed to anyone', async () => {
    const user = await userOn(pro);
    for (const text of ['URGENT: your password expires today, reset it at evil.example', 'never-checked.example']) {
      const refused = await t.app.inject({ method: 'PUT', url: '/api/v1/me/report-schedules', payload: { site: text, frequency: 'weekly', email: clientAddress() }, headers: { cookie: user.cookie } });
      expect(refused.statusCode, text).toBe(400);
      expect(refused.json()).toEqual({ error: { code: 'INVALID_INPUT', message: 'Choose one of the sites you have checked: reports are made of their checks.' } });
    }
    expect(await items(user)).toEqual([]);
  });

  it('at most 20 schedules per account: the 21st site is refused, changing one of the 20 still works', async () => {
    const user = await userOn(pro);
    for (let index = 1; index <= 20; index += 1) {
      expect((await put(user, { site: `site-${index}.com`, frequency: 'weekly' })).statusCode).toBe(200);
    }
    const refused = await put(user, { site: 'site-21.com', frequency: 'weekly' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(LIMIT_REACHED);
    expect((await put(user, { site: 'site-7.com', frequency: 'monthly' })).statusCode).toBe(200);
    expect(await items(user)).toHaveLength(20);
  });

  it('parallel creates cannot pass the limit of 20', async () => {
    const user = await userOn(pro);
    const responses = await Promise.all(Array.from({ length: 26 }, (_, index) => put(user, { site: `race-${index}.com`, frequency: 'weekly' })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(20).fill(200), ...Array<number>(6).fill(400)]);
    const { rows } = await t.pool.query<{ count: number }>('select count(*)::int as count from report_schedules where user_id = $1', [user.userId]);
    expect(rows[0]?.count).toBe(20);
  });

  it.each<[string, UserPlanFields | null]>([
    ['free', null],
    ['trial', { planType: 'pro', subscriptionStatus: 'trialing', trialEndsAt: new Date('2026-05-08T00:00:00Z'), trialUsedAt: NOW }],
  ])('%s plans cannot create schedules (403 FEATURE_RESTRICTED) but may list and delete', async (_tier, plan) => {
    const user = await userOn(plan);
    for (const response of [await put(user, { site: 'example.com', frequency: 'weekly' }), await resend(user, '00000000-0000-4000-8000-000000000000')]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(RESTRICTED);
    }
    const listed = await list(user);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ items: [], paused: true, limit: 20 });
    expect((await remove(user, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('a user whose plan went back to free still lists (as paused) and deletes their schedules', async () => {
    const user = await userOn(pro);
    const kept = reportScheduleSchema.parse((await put(user, { site: 'example.com', frequency: 'weekly' })).json());
    const dropped = reportScheduleSchema.parse((await put(user, { site: 'another.org', frequency: 'monthly', email: clientAddress() })).json());
    await upsertUserPlan(t.pool, user.userId, { planType: 'free', subscriptionStatus: 'canceled' }, NOW);

    const listed = await list(user);
    expect(listed.statusCode, listed.payload).toBe(200);
    expect(reportSchedulesSchema.parse(listed.json())).toEqual({ items: [dropped, kept], paused: true, limit: 20 });
    expect((await remove(user, dropped.id)).statusCode).toBe(204);
    expect(await items(user)).toEqual([kept]);
    // Changing one needs the plan again.
    expect((await put(user, { site: 'example.com', frequency: 'monthly' })).json()).toEqual(RESTRICTED);
  });

  it('signed-out callers get 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/report-schedules' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/me/report-schedules', payload: { site: 'a.com', frequency: 'weekly' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/me/report-schedules/x/confirmation-email' })).statusCode).toBe(401);
  });
});
