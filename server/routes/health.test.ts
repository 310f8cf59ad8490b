import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '../../contracts/rank-check';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildApp } from '../app';
import { createPool } from '../db/pool';
import { buildTestApp, testConfig, type TestApp } from '../testing/build-test-app';

describe('GET /api/v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider() });
  });
  afterAll(() => t.close());

  it('reports the database and the SERP provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json())).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: 'external' },
      serp: { provider: 'demo', configured: true },
    });
  });

  it('answers 503 when the database does not answer', async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused.
    const deadPool = createPool('postgres://nobody:nothing@127.0.0.1:1/none', { error: () => undefined });
    const app = await buildApp({ config: testConfig(), pool: deadPool, serpProvider: createDemoProvider() });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      expect(healthSchema.parse(response.json())).toMatchObject({ status: 'degraded', database: { ok: false } });
      // Routes that need the database say so and when to come back, instead of a 500.
      for (const [method, url, payload] of [
        ['GET', '/api/v1/me/history', undefined],
        ['POST', '/api/v1/rank-checks', { websiteUrl: 'example.com', keyword: 'shoes' }],
        ['POST', '/api/v1/auth/sign-in', { email: 'a@example.com', password: 'whatever-1' }],
      ] as const) {
        const down = await app.inject({ method, url, headers: { cookie: 'rc_session=some-session-token' }, ...(payload ? { payload } : {}) });
        expect(down.statusCode, url).toBe(503);
        expect(down.json(), url).toEqual({ error: { code: 'UNAVAILABLE', message: 'Rank Checker is briefly unavailable. Please try again in a moment.' } });
        expect(down.headers['retry-after'], url).toBe('5');
      }
    } finally {
      await app.close();
      await deadPool.end();
    }
  });
});
