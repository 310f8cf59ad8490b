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
    } finally {
      await app.close();
      await deadPool.end();
    }
  });
});
