import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCreatedSchema } from '../../contracts/api-key';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { userOnPlan } from '../services/competitors/testing/user-on-plan';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

// A fixed clock: every request below falls in one key minute, so the remaining counts are exact.
const clock = new Date('2026-11-25T10:00:00Z');

describe('an API key sent with every request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => clock, env: { API_RATE_LIMIT_PRO_PER_MINUTE: '50' } });
  });
  afterAll(() => t.close());

  async function keyOf(scope: 'read' | 'write'): Promise<string> {
    const owner = await userOnPlan(t.pool, 'pro', clock);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/me/api-keys', headers: { cookie: owner.cookie, origin: t.config.appUrl }, payload: { name: 'client', scope } });
    expect(response.statusCode, response.body).toBe(201);
    return apiKeyCreatedSchema.parse(response.json()).key;
  }

  it('reads what a guest may read (prices, health, the API document) instead of being refused', async () => {
    const key = await keyOf('read');
    for (const url of ['/api/v1/pricing', '/api/v1/health', '/api/openapi.json']) {
      const response = await t.app.inject({ url, headers: { authorization: `Bearer ${key}` } });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      expect(response.headers['ratelimit-limit'], url).toBe('50');
    }
    // An unknown shared report is the same answer with a key as without one.
    const report = await t.app.inject({ url: '/api/v1/shared-reports/no-such-token', headers: { authorization: `Bearer ${key}` } });
    const guest = await t.app.inject({ url: '/api/v1/shared-reports/no-such-token' });
    expect([report.statusCode, report.json().error.code]).toEqual([guest.statusCode, guest.json().error.code]);
  });

  it('still keeps guests’ forms and the session’s routes from keys', async () => {
    const key = await keyOf('write');
    for (const [method, url] of [
      ['POST', '/api/v1/contact'],
      ['POST', '/api/v1/auth/sign-in'],
      ['GET', '/api/v1/auth/session'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${key}`, origin: t.config.appUrl }, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code, url).toBe('SESSION_REQUIRED');
    }
  });

  it('says where the key stands this minute on refusals too, since they count', async () => {
    const key = await keyOf('read');
    const allowed = await t.app.inject({ url: '/api/v1/me/history', headers: { authorization: `Bearer ${key}` } });
    expect(allowed.headers['ratelimit-remaining']).toBe('49');
    const sessionOnly = await t.app.inject({ url: '/api/v1/me/api-keys', headers: { authorization: `Bearer ${key}` } });
    expect(sessionOnly.statusCode).toBe(403);
    expect(sessionOnly.headers['ratelimit-remaining']).toBe('48');
    const readOnly = await t.app.inject({ method: 'POST', url: '/api/v1/me/notifications/read-all', headers: { authorization: `Bearer ${key}` }, payload: {} });
    expect(readOnly.json().error.code).toBe('INSUFFICIENT_SCOPE');
    expect(readOnly.headers['ratelimit-remaining']).toBe('47');
    expect(Number(readOnly.headers['ratelimit-reset'])).toBeGreaterThan(0);
  });
});
