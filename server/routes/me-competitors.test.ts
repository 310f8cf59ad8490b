import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitorListSchema, competitorSchema, MAX_TRACKED_COMPETITORS, type CompetitorInput } from '../../contracts/competitor';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { userOnPlan } from '../services/competitors/testing/user-on-plan';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import type { SignedInUser } from '../testing/sign-in';

const rival: CompetitorInput = { competitorUrl: 'https://www.Rival.com/', competitorName: ' Rival ', keywords: [' Running  Shoes_', 'running shoes', 'trail shoes'] };

describe('/api/v1/me/competitors', () => {
  let t: TestApp;
  const now = new Date('2026-11-24T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload === undefined ? {} : { payload }) });
  const list = async (user: SignedInUser) => competitorListSchema.parse((await call(user, 'GET', '/api/v1/me/competitors')).json()).items;
  const create = async (user: SignedInUser, body: object = rival) => {
    const response = await call(user, 'POST', '/api/v1/me/competitors', body);
    expect(response.statusCode).toBe(201);
    return competitorSchema.parse(response.json());
  };
  const errorOf = (response: { json: <T>() => T }) => response.json<{ error: { code: string; message: string } }>().error;

  it('tracks a competitor with the spec’s defaults, stored as history stores competitors', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    expect(await list(user)).toEqual([]);
    const saved = await create(user);
    expect(saved).toMatchObject({
      competitorUrl: 'rival.com',
      competitorName: 'Rival',
      keywords: ['Running Shoes', 'trail shoes'],
      locations: ['us'],
      searchEngines: ['google'],
      autoTrack: true,
      notificationPreferences: { rankChange: true, milestone: true },
      createdAt: now.toISOString(),
    });
    const body = competitorListSchema.parse((await call(user, 'GET', '/api/v1/me/competitors')).json());
    expect(body).toEqual({ items: [saved], max: MAX_TRACKED_COMPETITORS });
  });

  it.each(['trial', 'pro', 'enterprise'] as const)('lets a %s user track competitors', async (plan) => {
    const user = await userOnPlan(t.pool, plan, now);
    await create(user);
    expect(await list(user)).toHaveLength(1);
  });

  it.each(['free', 'expired-trial'] as const)('tells a %s user it is a Pro feature, on every route', async (plan) => {
    const user = await userOnPlan(t.pool, plan, now);
    const requests: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', '/api/v1/me/competitors'],
      ['POST', '/api/v1/me/competitors', rival],
      ['PUT', '/api/v1/me/competitors/1', rival],
      ['PATCH', '/api/v1/me/competitors/1', { autoTrack: false }],
      ['DELETE', '/api/v1/me/competitors/1'],
      ['GET', '/api/v1/me/competitors/1/history'],
      ['GET', '/api/v1/me/competitors/1/statistics'],
      ['GET', '/api/v1/me/competitors/suggestions?keyword=shoes'],
    ];
    for (const [method, url, body] of requests) {
      const response = await call(user, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'FEATURE_RESTRICTED', message: 'Competitor tracking is only available on Pro plan.' });
    }
  });

  it('asks signed-out callers to sign in', async () => {
    expect((await call(null, 'GET', '/api/v1/me/competitors')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/v1/me/competitors', rival)).statusCode).toBe(401);
  });

  it('adding a website already tracked, in any spelling, updates it (upsert on user and URL) and loses nothing saved', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    const saved = await create(user, { ...rival, autoTrack: false });
    const again = await call(user, 'POST', '/api/v1/me/competitors', {
      competitorUrl: 'https://www.RIVAL.com/',
      competitorName: 'Rival Shoes',
      keywords: ['running  shoes', 'Marathon Shoes'],
      locations: ['gb'],
      searchEngines: ['bing'],
    });
    expect(again.statusCode).toBe(200);
    expect(competitorSchema.parse(again.json())).toEqual({
      ...saved,
      competitorName: 'Rival Shoes',
      // The keywords already tracked stay, in their spelling; the new one is added once.
      keywords: ['Running Shoes', 'trail shoes', 'Marathon Shoes'],
      locations: ['us', 'gb'],
      searchEngines: ['google', 'bing'],
      // Choices the edit form makes are not reset by the defaults of an add.
      autoTrack: false,
      updatedAt: now.toISOString(),
    });
    expect(await list(user)).toHaveLength(1);
    // Without a name, the saved one stays.
    const unnamed = await call(user, 'POST', '/api/v1/me/competitors', { competitorUrl: 'rival.com' });
    expect(unnamed.json()).toMatchObject({ competitorName: 'Rival Shoes', keywords: ['Running Shoes', 'trail shoes', 'Marathon Shoes'] });

    const other = await userOnPlan(t.pool, 'pro', now);
    await create(other);
  });

  it('says so when an update would track a competitor for more keywords than allowed', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    await create(user, { competitorUrl: 'rival.com', keywords: Array.from({ length: 45 }, (_, i) => `old ${i}`) });
    const over = await call(user, 'POST', '/api/v1/me/competitors', { competitorUrl: 'rival.com', keywords: Array.from({ length: 6 }, (_, i) => `new ${i}`) });
    expect(over.statusCode).toBe(400);
    expect(errorOf(over)).toEqual({ code: 'INVALID_INPUT', message: 'rival.com is already tracked for 45 keywords; with these it would be more than 50.' });
    expect((await list(user))[0]?.keywords).toHaveLength(45);
  });

  it(`updates a tracked website even at the cap of ${MAX_TRACKED_COMPETITORS}`, async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    for (let i = 0; i < MAX_TRACKED_COMPETITORS; i += 1) await create(user, { competitorUrl: `rival${i}.com` });
    const again = await call(user, 'POST', '/api/v1/me/competitors', { competitorUrl: 'rival7.com', keywords: ['shoes'] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ competitorUrl: 'rival7.com', keywords: ['shoes'] });
  });

  it('changes a competitor with PUT (defaults for what is left out) and PATCH (only what is sent)', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    const saved = await create(user, { ...rival, locations: ['gb', 'us', 'gb'], searchEngines: ['bing', 'google'], autoTrack: false });
    expect(saved).toMatchObject({ locations: ['gb', 'us'], searchEngines: ['bing', 'google'], autoTrack: false });

    const patched = await call(user, 'PATCH', `/api/v1/me/competitors/${saved.id}`, {
      competitorName: '',
      notificationPreferences: { rankChange: false, milestone: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      competitorUrl: 'rival.com',
      competitorName: null,
      keywords: ['Running Shoes', 'trail shoes'],
      locations: ['gb', 'us'],
      autoTrack: false,
      notificationPreferences: { rankChange: false, milestone: true },
    });

    const replaced = await call(user, 'PUT', `/api/v1/me/competitors/${saved.id}`, { competitorUrl: 'rival.com/shoes' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: saved.id,
      competitorUrl: 'rival.com/shoes',
      competitorName: null,
      keywords: [],
      locations: ['us'],
      searchEngines: ['google'],
      autoTrack: true,
      notificationPreferences: { rankChange: true, milestone: true },
    });
  });

  it('refuses to move a competitor onto a website already tracked', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    await create(user);
    const second = await create(user, { competitorUrl: 'other.com' });
    for (const method of ['PUT', 'PATCH'] as const) {
      const response = await call(user, method, `/api/v1/me/competitors/${second.id}`, { competitorUrl: 'www.rival.com' });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe('You already track rival.com.');
    }
    // Saving a competitor under its own website is no clash.
    expect((await call(user, 'PATCH', `/api/v1/me/competitors/${second.id}`, { competitorUrl: 'other.com', autoTrack: false })).statusCode).toBe(200);
  });

  it('removes a competitor, once', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    const saved = await create(user);
    expect((await call(user, 'DELETE', `/api/v1/me/competitors/${saved.id}`)).statusCode).toBe(204);
    expect((await call(user, 'DELETE', `/api/v1/me/competitors/${saved.id}`)).statusCode).toBe(404);
    expect(await list(user)).toEqual([]);
  });

  it('keeps another user’s competitors out of reach: 404 on every route', async () => {
    const owner = await userOnPlan(t.pool, 'pro', now);
    const stranger = await userOnPlan(t.pool, 'pro', now);
    const saved = await create(owner);
    const base = `/api/v1/me/competitors/${saved.id}`;
    for (const [method, url, body] of [
      ['PUT', base, rival],
      ['PATCH', base, { autoTrack: false }],
      ['DELETE', base],
      ['GET', `${base}/history`],
      ['GET', `${base}/statistics`],
    ] as const) {
      const response = await call(stranger, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'This competitor was not found.' });
    }
    expect(await list(stranger)).toEqual([]);
    expect(await list(owner)).toEqual([saved]);
  });

  it('says what is wrong with a competitor', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    const refused = async (method: 'POST' | 'PATCH', url: string, body: object) => {
      const response = await call(user, method, url, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('INVALID_INPUT');
      return errorOf(response).message;
    };
    const post = (body: object) => refused('POST', '/api/v1/me/competitors', body);
    expect(await post({})).toBeTruthy();
    expect(await post({ competitorUrl: '  ' })).toContain('Enter the competitor’s website');
    expect(await post({ competitorUrl: 'not a site' })).toContain('Enter a website such as competitor.com.');
    expect(await post({ competitorUrl: 'localhost' })).toContain('Enter a website such as competitor.com.');
    expect(await post({ ...rival, locations: [] })).toContain('Choose at least one location.');
    expect(await post({ ...rival, locations: ['atlantis'] })).toBeTruthy();
    expect(await post({ ...rival, searchEngines: [] })).toContain('Choose at least one search engine.');
    expect(await post({ ...rival, competitorName: 'x'.repeat(101) })).toContain('at most 100 characters');
    expect(await post({ ...rival, keywords: Array.from({ length: 51 }, (_, i) => `k${i}`) })).toContain('at most 50 keywords');
    const saved = await create(user);
    expect(await refused('PATCH', `/api/v1/me/competitors/${saved.id}`, {})).toContain('Send at least one field to change.');
    expect((await call(user, 'PATCH', '/api/v1/me/competitors/abc', { autoTrack: false })).statusCode).toBe(400);
  });

  it(`tracks at most ${MAX_TRACKED_COMPETITORS} competitors`, async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    await Promise.all(
      Array.from({ length: MAX_TRACKED_COMPETITORS + 3 }, (_, i) => call(user, 'POST', '/api/v1/me/competitors', { competitorUrl: `rival${i}.com` })),
    );
    expect(await list(user)).toHaveLength(MAX_TRACKED_COMPETITORS);
    const over = await call(user, 'POST', '/api/v1/me/competitors', { competitorUrl: 'one-more.com' });
    expect(over.statusCode).toBe(409);
    expect(errorOf(over)).toEqual({ code: 'LIMIT_REACHED', message: `You can track up to ${MAX_TRACKED_COMPETITORS} competitors. Remove one to add another.` });
  });
});
