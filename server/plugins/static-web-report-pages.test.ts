import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('shared report pages of the SPA', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'rank-checker-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Rank Checker</title><div id="root"></div>');
    t = await buildTestApp({ serpProvider: createDemoProvider(), webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('/report/{token} is the SPA, marked noindex', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/report/abcDEF123_-' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('other pages stay indexable', async () => {
    for (const url of ['/reports', '/history', '/reporting']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBeUndefined();
    }
  });
});
