import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  scheduledCheckListSchema,
  scheduledCheckRunListSchema,
  scheduledCheckRunSchema,
  scheduledCheckSchema,
  type ScheduledCheck,
  type ScheduledCheckInput,
} from '../../contracts/scheduled-check';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertUserPlan } from '../db/queries/user-plans';
import { createSession, SESSION_COOKIE } from '../services/auth/session-store';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const schedule: ScheduledCheckInput = {
  websiteUrl: 'https://www.Example.com/',
  keyword: '  running   shoes ',
  competitorUrls: ['https://Rival.com/', ' '],
};

describe('/api/v1/me/scheduled-checks', () => {
  let t: TestApp;
  // Tuesday 24 November 2026, 11:00 in Berlin (CET, +01:00).
  let now = new Date('2026-11-24T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/me/scheduled-checks${url}`, headers: user ? { cookie: user.cookie } : {}, ...(payload === undefined ? {} : { payload }) });
  const list = async (user: SignedInUser) => scheduledCheckListSchema.parse((await call(user, 'GET', '')).json()).items;
  const create = async (user: SignedInUser, input: ScheduledCheckInput): Promise<ScheduledCheck> => {
    const response = await call(user, 'POST', '', input);
    expect(response.statusCode, response.body).toBe(201);
    return scheduledCheckSchema.parse(response.json());
  };
  const put = async (user: SignedInUser, id: string, input: ScheduledCheckInput): Promise<ScheduledCheck> => {
    const response = await call(user, 'PUT', `/${id}`, input);
    expect(response.statusCode, response.body).toBe(200);
    return scheduledCheckSchema.parse(response.json());
  };
  const proUser = async (timeZone = 'Europe/Berlin') => {
    const user = await signInAs(t.pool, undefined, now);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active', subscriptionId: `sub_${user.userId}` }, now);
    await t.pool.query('update users set time_zone = $2 where id = $1', [user.userId, timeZone]);
    return user;
  };

  it('asks for a session', async () => {
    expect((await call(null, 'GET', '')).statusCode).toBe(401);
    expect((await call(null, 'POST', '', schedule)).statusCode).toBe(401);
  });

  it('saves a schedule with the site, keyword and competitors as a check stores them, first due at 08:00 local tomorrow', async () => {
    const user = await proUser();
    const saved = await create(user, schedule);
    expect(saved).toMatchObject({
      websiteUrl: 'example.com',
      keyword: 'running shoes',
      competitorUrls: ['rival.com'],
      location: 'us',
      searchEngine: 'google',
      device: 'desktop',
      intervalType: 'daily',
      intervalValue: 1,
      customSchedule: null,
      isActive: true,
      // 08:00 CET on Wednesday: 08:00 today has passed.
      nextCheckAt: '2026-11-25T07:00:00.000Z',
      lastRunAt: null,
      lastStatus: null,
      lastRank: null,
      previousRank: null,
      // Never checked: the full scan, 10 Google pages, 30.44 times a month.
      estimatedSearchesPerMonth: 305,
      createdAt: now.toISOString(),
    });
    expect(await list(user)).toEqual([saved]);
    expect(scheduledCheckSchema.parse((await call(user, 'GET', `/${saved.id}`)).json())).toEqual(saved);
  });

  it("answers 404 for another user's schedule, on every route", async () => {
    const owner = await proUser();
    const other = await proUser();
    const saved = await create(owner, schedule);
    for (const [method, url, payload] of [
      ['GET', `/${saved.id}`],
      ['PUT', `/${saved.id}`, schedule],
      ['DELETE', `/${saved.id}`],
      ['GET', `/${saved.id}/runs`],
    ] as const) {
      const response = await call(other, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This scheduled check was not found.' } });
    }
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toHaveLength(1);
  });

  it.each<[string, ScheduledCheckInput, number, string, string]>([
    ['no keyword', { websiteUrl: 'example.com', keyword: '   ' }, 400, 'MISSING_INFORMATION', 'Please enter both website URL and keyword'],
    ['no website', { websiteUrl: '', keyword: 'shoes' }, 400, 'MISSING_INFORMATION', 'Please enter both website URL and keyword'],
    ['a bad website', { websiteUrl: 'not a site', keyword: 'shoes' }, 400, 'INVALID_INPUT', 'Please enter a valid website URL (for example example.com)'],
    ['a bad competitor', { ...schedule, competitorUrls: ['nope nope'] }, 400, 'INVALID_INPUT', 'Please enter valid competitor URLs (for example competitor.com)'],
    ['mobile DuckDuckGo', { ...schedule, searchEngine: 'duckduckgo', device: 'mobile' }, 400, 'INVALID_INPUT', 'DuckDuckGo results can only be checked for desktop.'],
  ])('refuses %s with the checker’s words', async (_case, input, status, code, message) => {
    const user = await proUser();
    const response = await call(user, 'POST', '', input);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code, message } });
    expect(await list(user)).toEqual([]);
  });

  it('refuses an interval out of range, an unknown engine and a malformed id by the schema', async () => {
    const user = await proUser();
    expect((await call(user, 'POST', '', { ...schedule, intervalValue: 0 })).statusCode).toBe(400);
    expect((await call(user, 'POST', '', { ...schedule, searchEngine: 'altavista' })).statusCode).toBe(400);
    expect((await call(user, 'POST', '', { ...schedule, customSchedule: { hour: 24 } })).statusCode).toBe(400);
    expect((await call(user, 'GET', '/abc')).statusCode).toBe(400);
  });

  it('refuses a query scheduled twice, however it is typed, and a change onto another schedule', async () => {
    const user = await proUser();
    const first = await create(user, schedule);
    const again = await call(user, 'POST', '', { ...schedule, websiteUrl: 'http://example.com', keyword: 'running shoes  ', intervalType: 'weekly' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_EXISTS');
    expect(again.json().error.message).toBe('This keyword is already scheduled for this website, search engine, location and device.');
    // The same keyword on another device is another query.
    const mobile = await create(user, { ...schedule, device: 'mobile' });
    const clash = await call(user, 'PUT', `/${mobile.id}`, { ...schedule, device: 'desktop' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toMatch(/already scheduled/);
    expect((await list(user)).map((s) => s.id).sort()).toEqual([first.id, mobile.id].sort());
  });

  it('moves the next check when the interval changes, and only then', async () => {
    const user = await proUser();
    const saved = await create(user, schedule);
    // Weekly on Wednesdays at 09:00: tomorrow, 09:00 CET.
    const weekly = await put(user, saved.id, { ...schedule, intervalType: 'weekly', customSchedule: { weekday: 3, hour: 9, minute: 0 } });
    expect(weekly.nextCheckAt).toBe('2026-11-25T08:00:00.000Z');
    // Every 2 hours at :30, counted from the schedule's creation (10:00Z): 10:30, 12:30, ...
    const hourly = await put(user, saved.id, { ...schedule, intervalType: 'hourly', intervalValue: 2, customSchedule: { minute: 30 } });
    expect(hourly.nextCheckAt).toBe('2026-11-24T10:30:00.000Z');
    // Monthly on the 31st: the last day of November.
    const monthly = await put(user, saved.id, { ...schedule, intervalType: 'monthly', customSchedule: { monthDay: 31, hour: 6, minute: 0 } });
    expect(monthly.nextCheckAt).toBe('2026-11-30T05:00:00.000Z');

    // The runner moved the next check on; a change of keyword or competitors leaves it there.
    await t.pool.query(`update scheduled_checks set next_check_at = '2026-12-31T05:00:00Z' where id = $1`, [saved.id]);
    const renamed = await put(user, saved.id, { ...schedule, keyword: 'trail shoes', competitorUrls: [], intervalType: 'monthly', customSchedule: { monthDay: 31, hour: 6, minute: 0 } });
    expect(renamed).toMatchObject({ keyword: 'trail shoes', competitorUrls: [], nextCheckAt: '2026-12-31T05:00:00.000Z' });
  });

  it('pauses, and resumes from now without a backlog of missed runs', async () => {
    const user = await proUser('America/New_York');
    const saved = await create(user, { ...schedule, customSchedule: { hour: 7, minute: 15 } });
    // 05:00 EST now: 07:15 EST today.
    expect(saved.nextCheckAt).toBe('2026-11-24T12:15:00.000Z');
    const paused = await put(user, saved.id, { ...schedule, customSchedule: { hour: 7, minute: 15 }, isActive: false });
    expect(paused).toMatchObject({ isActive: false, nextCheckAt: saved.nextCheckAt });
    const { rows } = await t.pool.query<{ is_active: boolean }>('select is_active from scheduled_checks where id = $1', [saved.id]);
    expect(rows[0]?.is_active).toBe(false);

    const before = now;
    try {
      // Nine days on, 10:00 EST: tomorrow 07:15, not the nine runs missed while paused.
      now = new Date('2026-12-03T15:00:00Z');
      const { token } = await createSession(t.pool, { userId: user.userId }, now);
      const resumed = await put({ ...user, cookie: `${SESSION_COOKIE}=${token}` }, saved.id, { ...schedule, customSchedule: { hour: 7, minute: 15 }, isActive: true });
      expect(resumed).toMatchObject({ isActive: true, nextCheckAt: '2026-12-04T12:15:00.000Z' });
    } finally {
      now = before;
    }
  });

  it('shows the last rank and the one before from the query’s history, and estimates from them', async () => {
    const user = await proUser();
    const saved = await create(user, schedule);
    const insert = (rank: number, competitorRank: number, checkedAt: string) =>
      t.pool.query(
        `insert into search_history (user_id, website_url, keyword, keyword_key, location, search_engine, device, rank_position, competitors, checked_at)
         values ($1, 'example.com', 'running shoes', 'running shoes', 'us', 'google', 'desktop', $2, $3, $4)`,
        [user.userId, rank, JSON.stringify([{ url: 'rival.com', rank: competitorRank }]), checkedAt],
      );
    await insert(30, 3, '2026-11-20T08:00:00Z');
    await insert(12, 2, '2026-11-22T08:00:00Z');
    await insert(8, 15, '2026-11-23T08:00:00Z');
    // Another device's check is another query.
    await t.pool.query(
      `insert into search_history (user_id, website_url, keyword, keyword_key, location, search_engine, device, rank_position, checked_at)
       values ($1, 'example.com', 'running shoes', 'running shoes', 'us', 'google', 'mobile', 1, '2026-11-24T08:00:00Z')`,
      [user.userId],
    );
    const [shown] = await list(user);
    // Site at #8 and the competitor at #15: pages through #20, 2 searches a run, 30.44 runs a month.
    expect(shown).toMatchObject({ id: saved.id, lastRank: 8, previousRank: 12, estimatedSearchesPerMonth: 61 });
  });

  it('lists the latest 20 runs, newest slot first', async () => {
    const user = await proUser();
    const saved = await create(user, schedule);
    await t.pool.query(
      `insert into scheduled_check_runs (schedule_id, user_id, slot_at, status, attempts, error, rank_position, created_at, finished_at)
       select $1, $2, timestamptz '2026-10-01T07:00:00Z' + n * interval '1 day',
              case when n = 25 then 'failed' else 'succeeded' end, 1,
              case when n = 25 then 'SERP API request failed' end,
              case when n = 25 then null else n end, now(), now()
         from generate_series(1, 25) n`,
      [saved.id, user.userId],
    );
    const runs = scheduledCheckRunListSchema.parse((await call(user, 'GET', `/${saved.id}/runs`)).json()).items;
    expect(runs).toHaveLength(20);
    expect(runs[0]).toMatchObject({ slotAt: '2026-10-26T07:00:00.000Z', status: 'failed', error: 'SERP API request failed', rank: null, attempts: 1 });
    expect(runs[19]).toMatchObject({ slotAt: '2026-10-07T07:00:00.000Z', status: 'succeeded', rank: 6 });
    expect((await call(user, 'GET', `/${(await create(user, { ...schedule, keyword: 'boots' })).id}/runs`)).json()).toEqual({ items: [] });
  });

  it('runs a schedule now: 202 with the queued run, the same run while it waits, the next regular check unmoved', async () => {
    const user = await proUser();
    const saved = await create(user, { ...schedule, isActive: false });
    const first = await call(user, 'POST', `/${saved.id}/run`);
    expect(first.statusCode, first.body).toBe(202);
    const run = scheduledCheckRunSchema.parse(first.json());
    expect(run).toMatchObject({ slotAt: now.toISOString(), status: 'queued', attempts: 0, rank: null, finishedAt: null });
    const again = await call(user, 'POST', `/${saved.id}/run`);
    expect(again.statusCode).toBe(202);
    expect(scheduledCheckRunSchema.parse(again.json()).id).toBe(run.id);
    expect(scheduledCheckRunListSchema.parse((await call(user, 'GET', `/${saved.id}/runs`)).json()).items.map((r) => r.id)).toEqual([run.id]);
    expect(scheduledCheckSchema.parse((await call(user, 'GET', `/${saved.id}`)).json()).nextCheckAt).toBe(saved.nextCheckAt);
    const other = await proUser();
    expect((await call(other, 'POST', `/${saved.id}/run`)).statusCode).toBe(404);
  });

  it('deletes a schedule with its runs', async () => {
    const user = await proUser();
    const saved = await create(user, schedule);
    await t.pool.query(`insert into scheduled_check_runs (schedule_id, user_id, slot_at, created_at) values ($1, $2, now(), now())`, [saved.id, user.userId]);
    expect((await call(user, 'DELETE', `/${saved.id}`)).statusCode).toBe(204);
    expect((await call(user, 'DELETE', `/${saved.id}`)).statusCode).toBe(404);
    const { rows } = await t.pool.query('select 1 from scheduled_check_runs where schedule_id = $1', [saved.id]);
    expect(rows).toEqual([]);
    expect(await list(user)).toEqual([]);
  });

  it('moves the next run to the new zone’s clock when the user’s time zone changes', async () => {
    const user = await proUser('Europe/Berlin');
    const saved = await create(user, { ...schedule, intervalType: 'daily', customSchedule: { hour: 8, minute: 0 } });
    // 10:00 UTC is 11:00 in Berlin: the next 08:00 there is tomorrow, 07:00 UTC.
    expect(saved.nextCheckAt).toBe('2026-11-25T07:00:00.000Z');
    const moved = await t.app.inject({ method: 'PUT', url: '/api/v1/me/time-zone', headers: { cookie: user.cookie }, payload: { timeZone: 'America/New_York' } });
    expect(moved.statusCode).toBe(200);
    // 10:00 UTC is 05:00 in New York: 08:00 there is today, 13:00 UTC.
    expect((await list(user)).find((s) => s.id === saved.id)?.nextCheckAt).toBe('2026-11-24T13:00:00.000Z');
  });
});
