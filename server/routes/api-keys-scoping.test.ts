import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertRuleListSchema, type AlertRuleInput } from '../../contracts/alert-rule';
import { apiKeyCreatedSchema, apiKeyListSchema, type ApiKeyCreated } from '../../contracts/api-key';
import { competitorListSchema, type CompetitorInput } from '../../contracts/competitor';
import { historyPageSchema } from '../../contracts/history';
import { notificationListSchema } from '../../contracts/notification';
import { reportSchema } from '../../contracts/report';
import { scheduledCheckRunListSchema, scheduledCheckSchema } from '../../contracts/scheduled-check';
import { seoSnapshotSchema } from '../../contracts/seo-snapshot';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { insertNotification } from '../db/queries/notifications';
import { insertSeoSnapshot } from '../db/queries/seo-snapshots';
import { userOnPlan } from '../services/competitors/testing/user-on-plan';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import { uniqueKeyword } from '../testing/serp-fixture';
import type { SignedInUser } from '../testing/sign-in';

const NOW = new Date('2026-11-24T10:00:00Z');
const TODAY = '2026-11-24';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A request another account tries with the owner's id; 404 unless `status` says otherwise. */
interface Attempt {
  method: Method;
  url: string;
  body?: object;
  status?: number;
  /** Part of the answer that shows none of the owner's data is in it. */
  answer?: object;
}
interface Resource {
  name: string;
  /** Makes one of the owner's objects and returns how it is addressed (its id, or a report's site). */
  create(owner: SignedInUser): Promise<string>;
  attempts(id: string): Attempt[];
  /** Through the owner's own key: the object is still there, unchanged by the attempts. */
  ownerStillSees(ownerKey: string, id: string): Promise<void>;
}

const rival: CompetitorInput = { competitorUrl: 'rival.example', competitorName: 'Rival', keywords: ['running shoes'] };
const alertRule: AlertRuleInput = {
  name: 'Shoes leave the top 10',
  websiteUrl: 'owner.example',
  keyword: 'running shoes',
  searchEngine: 'google',
  location: null,
  trigger: 'leaves_top',
  threshold: 10,
  channels: { inApp: true, email: false, webhook: false },
  cooldownMinutes: 60,
  isActive: true,
};

describe('API keys reach only their own account’s objects and keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  const withSession = (user: SignedInUser, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  const withKey = (key: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload ? { payload } : {}) });
  async function createKey(user: SignedInUser): Promise<ApiKeyCreated> {
    const response = await withSession(user, 'POST', '/api/v1/me/api-keys', { name: 'Integration', scope: 'write' });
    expect(response.statusCode, response.body).toBe(201);
    return apiKeyCreatedSchema.parse(response.json());
  }
  async function created(user: SignedInUser, url: string, body: object): Promise<string> {
    const response = await withSession(user, 'POST', url, body);
    expect(response.statusCode, response.body).toBe(201);
    return String(response.json<{ id: string }>().id);
  }
  const readWithKey = async (key: string, url: string) => {
    const response = await withKey(key, 'GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<unknown>();
  };

  // Every route a key reaches that names one object by id (and the report, which names a site). Report shares
  // are not here: they are kept to the browser session, so a key gets SESSION_REQUIRED for them.
  const resources: Resource[] = [
    {
      name: 'history entry',
      create: async (owner) => String((await saveCheck(t.pool, owner.userId, { websiteUrl: 'owner.example', keyword: uniqueKeyword('owned'), checkedAt: NOW })).id),
      attempts: (id) => [
        { method: 'DELETE', url: `/api/v1/me/history/${id}` },
        // A snapshot saved with a check must name one of the caller's checks (refused before any page is fetched).
        { method: 'POST', url: '/api/v1/seo-snapshots', body: { url: 'https://owner.example/', checkId: id } },
        // The bulk delete ignores ids that are not the caller's rather than answering 404.
        { method: 'POST', url: '/api/v1/me/history/delete', body: { ids: [id] }, status: 200, answer: { deleted: 0 } },
      ],
      ownerStillSees: async (key, id) => {
        const page = historyPageSchema.parse(await readWithKey(key, '/api/v1/me/history'));
        expect(page.items.map((item) => item.id)).toEqual([id]);
      },
    },
    {
      name: 'scheduled check',
      create: (owner) => created(owner, '/api/v1/me/scheduled-checks', { websiteUrl: 'owner.example', keyword: uniqueKeyword('owned'), intervalType: 'daily' }),
      attempts: (id) => [
        { method: 'GET', url: `/api/v1/me/scheduled-checks/${id}` },
        { method: 'PUT', url: `/api/v1/me/scheduled-checks/${id}`, body: { websiteUrl: 'taken.example', keyword: 'taken', isActive: false } },
        { method: 'GET', url: `/api/v1/me/scheduled-checks/${id}/runs` },
        { method: 'POST', url: `/api/v1/me/scheduled-checks/${id}/run` },
        { method: 'DELETE', url: `/api/v1/me/scheduled-checks/${id}` },
      ],
      ownerStillSees: async (key, id) => {
        const schedule = scheduledCheckSchema.parse(await readWithKey(key, `/api/v1/me/scheduled-checks/${id}`));
        expect(schedule).toMatchObject({ id, websiteUrl: 'owner.example', isActive: true });
        expect(scheduledCheckRunListSchema.parse(await readWithKey(key, `/api/v1/me/scheduled-checks/${id}/runs`)).items).toEqual([]);
      },
    },
    {
      name: 'tracked competitor',
      create: (owner) => created(owner, '/api/v1/me/competitors', rival),
      attempts: (id) => [
        { method: 'PUT', url: `/api/v1/me/competitors/${id}`, body: { ...rival, competitorName: 'Taken' } },
        { method: 'PATCH', url: `/api/v1/me/competitors/${id}`, body: { autoTrack: false } },
        { method: 'GET', url: `/api/v1/me/competitors/${id}/history` },
        { method: 'GET', url: `/api/v1/me/competitors/${id}/statistics` },
        { method: 'DELETE', url: `/api/v1/me/competitors/${id}` },
      ],
      ownerStillSees: async (key, id) => {
        const { items } = competitorListSchema.parse(await readWithKey(key, '/api/v1/me/competitors'));
        expect(items).toEqual([expect.objectContaining({ id, competitorName: 'Rival', autoTrack: true })]);
        await readWithKey(key, `/api/v1/me/competitors/${id}/statistics`);
      },
    },
    {
      name: 'notification',
      create: async (owner) => {
        await insertNotification(t.pool, { userId: owner.userId, type: 'info', title: 'Owned', message: 'For the owner only.', createdAt: NOW });
        const row = await t.pool.query<{ id: string }>('select id::text from notifications where user_id = $1', [owner.userId]);
        return row.rows[0]!.id;
      },
      attempts: (id) => [{ method: 'POST', url: `/api/v1/me/notifications/${id}/read` }],
      ownerStillSees: async (key, id) => {
        const { items } = notificationListSchema.parse(await readWithKey(key, '/api/v1/me/notifications'));
        expect(items).toEqual([expect.objectContaining({ id, title: 'Owned', read: false })]);
      },
    },
    {
      name: 'alert rule',
      create: (owner) => created(owner, '/api/v1/me/alert-rules', alertRule),
      attempts: (id) => [
        { method: 'PUT', url: `/api/v1/me/alert-rules/${id}`, body: { ...alertRule, name: 'Taken', isActive: false } },
        { method: 'DELETE', url: `/api/v1/me/alert-rules/${id}` },
      ],
      ownerStillSees: async (key, id) => {
        const { items } = alertRuleListSchema.parse(await readWithKey(key, '/api/v1/me/alert-rules'));
        expect(items).toContainEqual(expect.objectContaining({ id, name: alertRule.name, isActive: true }));
      },
    },
    {
      name: 'SEO snapshot',
      create: async (owner) => {
        const row = await insertSeoSnapshot(t.pool, {
          owner: { userId: owner.userId },
          url: 'https://owner.example/',
          onPage: null,
          onPageError: { code: 'UNREACHABLE', message: 'The page could not be read.' },
          pageSpeedRunId: null,
          pageSpeedSkipped: 'not_configured',
          createdAt: NOW,
        });
        return row.id;
      },
      attempts: (id) => [{ method: 'GET', url: `/api/v1/seo-snapshots/${id}` }],
      ownerStillSees: async (key, id) => {
        expect(seoSnapshotSchema.parse(await readWithKey(key, `/api/v1/seo-snapshots/${id}`))).toMatchObject({ id, url: 'https://owner.example/' });
      },
    },
    {
      // Reports are asked for by site, not id: another account's report of the owner's site is empty, not theirs.
      name: 'report',
      create: async (owner) => {
        await saveCheck(t.pool, owner.userId, { websiteUrl: 'report-owner.example', keyword: uniqueKeyword('owned'), checkedAt: NOW });
        return 'report-owner.example';
      },
      attempts: (site) => [
        { method: 'GET', url: `/api/v1/me/reports?site=${site}&from=${TODAY}&to=${TODAY}`, status: 200, answer: { totals: { checks: 0, keywords: 0 }, keywords: [] } },
      ],
      ownerStillSees: async (key, site) => {
        const report = reportSchema.parse(await readWithKey(key, `/api/v1/me/reports?site=${site}&from=${TODAY}&to=${TODAY}`));
        expect(report.totals).toEqual({ checks: 1, keywords: 1 });
      },
    },
  ];

  it.each(resources)('another account’s key gets what its session gets for the owner’s $name (404), and changes nothing', async (resource) => {
    const owner = await userOnPlan(t.pool, 'pro', NOW);
    const other = await userOnPlan(t.pool, 'pro', NOW);
    const id = await resource.create(owner);
    const otherKey = await createKey(other);
    for (const attempt of resource.attempts(id)) {
      const label = `${attempt.method} ${attempt.url}`;
      const viaSession = await withSession(other, attempt.method, attempt.url, attempt.body);
      const viaKey = await withKey(otherKey.key, attempt.method, attempt.url, attempt.body);
      expect(viaSession.statusCode, `${label} (session): ${viaSession.body}`).toBe(attempt.status ?? 404);
      expect(viaKey.statusCode, `${label} (key): ${viaKey.body}`).toBe(attempt.status ?? 404);
      expect(viaKey.json(), label).toEqual(viaSession.json());
      if (attempt.status === undefined) expect(viaKey.json().error.code, label).toBe('NOT_FOUND');
      if (attempt.answer) expect(viaKey.json(), label).toMatchObject(attempt.answer);
    }
    await resource.ownerStillSees((await createKey(owner)).key, id);
  });

  it('answers 404 to revoking another account’s key, and that key keeps working', async () => {
    const owner = await userOnPlan(t.pool, 'pro', NOW);
    const other = await userOnPlan(t.pool, 'pro', NOW);
    const ownerKey = await createKey(owner);
    const otherKey = await createKey(other);
    const revoke = await withSession(other, 'DELETE', `/api/v1/me/api-keys/${ownerKey.id}`);
    expect(revoke.statusCode).toBe(404);
    // The same answer as for an id that names no key at all: nothing tells the caller the key exists.
    const unknown = await withSession(other, 'DELETE', '/api/v1/me/api-keys/00000000-0000-4000-8000-000000000000');
    expect(revoke.json()).toEqual(unknown.json());
    expect(revoke.json().error.code).toBe('NOT_FOUND');

    expect((await withKey(ownerKey.key, 'GET', '/api/v1/me/history')).statusCode).toBe(200);
    const ownerList = apiKeyListSchema.parse((await withSession(owner, 'GET', '/api/v1/me/api-keys')).json());
    expect(ownerList.items.map((key) => key.id)).toEqual([ownerKey.id]);
    // The caller's own key is untouched too.
    expect((await withKey(otherKey.key, 'GET', '/api/v1/me/history')).statusCode).toBe(200);
  });
});
