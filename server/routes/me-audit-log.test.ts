import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogSchema } from '../../contracts/audit';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertUserPlan } from '../db/queries/user-plans';
import { pruneAuditLog } from '../services/audit/audit-log';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import { signInAs, type SignedInUser } from '../testing/sign-in';

describe('/api/v1/me/audit-log', () => {
  let t: TestApp;
  let now = new Date('2026-06-01T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (user: SignedInUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload === undefined ? {} : { payload }) });
  const log = async (user: SignedInUser, query = '') => {
    const response = await call(user, 'GET', `/api/v1/me/audit-log${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return auditLogSchema.parse(response.json());
  };

  it('records keys, shared reports and deleted schedules with who and what, newest first, to their owner only', async () => {
    const user = await signInAs(t.pool, undefined, now);
    const other = await signInAs(t.pool, undefined, now);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active' }, now);
    await saveCheck(t.pool, user.userId, { websiteUrl: 'example.com', checkedAt: now });

    const key = await call(user, 'POST', '/api/v1/me/api-keys', { name: 'CI', scope: 'read' });
    expect(key.statusCode, key.body).toBe(201);
    now = new Date(now.getTime() + 60_000);
    expect((await call(user, 'DELETE', `/api/v1/me/api-keys/${(key.json() as { id: string }).id}`)).statusCode).toBe(204);
    now = new Date(now.getTime() + 60_000);
    const shared = await call(user, 'POST', '/api/v1/me/report-shares', { site: 'example.com', from: '2026-05-01', to: '2026-05-31', rollingDays: 30 });
    expect(shared.statusCode).toBe(201);
    expect((await call(user, 'DELETE', `/api/v1/me/report-shares/${(shared.json() as { id: string }).id}`)).statusCode).toBe(204);
    now = new Date(now.getTime() + 60_000);
    const schedule = await call(user, 'POST', '/api/v1/me/scheduled-checks', { websiteUrl: 'example.com', keyword: 'trail shoes', intervalType: 'daily' });
    expect(schedule.statusCode, schedule.body).toBe(201);
    expect((await call(user, 'DELETE', `/api/v1/me/scheduled-checks/${(schedule.json() as { id: string }).id}`)).statusCode).toBe(204);
    // A refused action leaves nothing: another user's key is not theirs to revoke.
    expect((await call(other, 'DELETE', `/api/v1/me/api-keys/${(key.json() as { id: string }).id}`)).statusCode).toBe(404);

    const { items, nextBefore } = await log(user);
    expect(items.map(({ action, label, subject, actor }) => ({ action, label, subject, actor }))).toEqual([
      { action: 'schedule.deleted', label: 'Deleted a scheduled check', subject: '“trail shoes” for example.com on Google', actor: user.email },
      { action: 'report_share.revoked', label: 'Revoked a report link', subject: 'example.com, link made 2026-06-01', actor: user.email },
      { action: 'report.shared', label: 'Shared a report', subject: 'example.com, always the last 30 days', actor: user.email },
      { action: 'api_key.revoked', label: 'Revoked an API key', subject: '“CI”', actor: user.email },
      { action: 'api_key.created', label: 'Created an API key', subject: '“CI” (read only)', actor: user.email },
    ]);
    expect(nextBefore).toBeNull();
    expect((await log(other)).items).toEqual([]);
    expect((await log(user, `?before=${items[2]?.id}`)).items.map((item) => item.action)).toEqual(['api_key.revoked', 'api_key.created']);
    expect((await call(user, 'GET', '/api/v1/me/audit-log?before=abc')).statusCode).toBe(400);

    // Kept 12 months.
    await pruneAuditLog(t.pool, new Date(now.getTime() + 364 * 86_400_000));
    expect((await log(user)).items).toHaveLength(5);
    expect(await pruneAuditLog(t.pool, new Date(now.getTime() + 366 * 86_400_000))).toBeGreaterThanOrEqual(5);
    expect((await log(user)).items).toEqual([]);
  });
});
