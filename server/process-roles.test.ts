import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from './db/pool';
import { startAppProcess } from './testing/app-process';

/**
 * PROCESS_ROLE: the real server as an operator starts it, on a database of its own (a job-only process runs every
 * job it finds there, so it must not share the other test files' queue).
 */
describe('process roles', () => {
  const name = `roles_test_${randomBytes(4).toString('hex')}`;
  let admin: Pool;
  let databaseUrl: string;
  beforeAll(async () => {
    admin = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 1 });
    await admin.query(`create database ${name}`);
    const url = new URL(inject('databaseUrl'));
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const env = () => ({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'process-roles-test-session-secret-0123456789', WEB_DIST_DIR: '/nonexistent-web-build' });

  it('runs jobs only with PROCESS_ROLE=jobs: its port answers the health checks and nothing else', async () => {
    const jobs = await startAppProcess({ ...env(), PROCESS_ROLE: 'jobs' });
    try {
      // Listening comes first; ready once the runner is up.
      await jobs.logged((line) => line.msg.startsWith('Background jobs: running'));
      expect((await fetch(`${jobs.baseUrl}/api/v1/health/live`)).status).toBe(200);
      const ready = await fetch(`${jobs.baseUrl}/api/v1/health/ready`);
      expect(await ready.json()).toEqual({ ready: true, database: true, migrations: true, jobs: true, draining: false });
      expect(ready.status).toBe(200);
      expect((await fetch(`${jobs.baseUrl}/api/v1/pricing`)).status).toBe(404);
      expect((await fetch(`${jobs.baseUrl}/`)).status).toBe(404);
    } finally {
      await jobs.stop();
    }
  }, 60_000);

  it('serves without jobs with PROCESS_ROLE=web, and says its readiness does not depend on them', async () => {
    const web = await startAppProcess({ ...env(), PROCESS_ROLE: 'web' });
    try {
      expect(await (await fetch(`${web.baseUrl}/api/v1/health/ready`)).json()).toEqual({ ready: true, database: true, migrations: true, jobs: null, draining: false });
      expect((await fetch(`${web.baseUrl}/api/v1/pricing`)).status).toBe(200);
      expect(web.logs.some((line) => line.msg.includes('PROCESS_ROLE=web: no background jobs here'))).toBe(true);
    } finally {
      await web.stop();
    }
  }, 60_000);
});
