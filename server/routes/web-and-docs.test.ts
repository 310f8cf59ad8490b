import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('web app, OpenAPI document and 404s', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'rank-checker-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Rank Checker</title><div id="root"></div>');
    await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
    t = await buildTestApp({ serpProvider: createDemoProvider(), webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> };
    expect(doc.openapi).toMatch(/^3\./);
    const post = doc.paths['/api/v1/rank-checks']?.post;
    expect(post?.requestBody).toBeDefined();
    expect(Object.keys(post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '403', '429', '502', '503']));
    expect(doc.paths['/api/v1/health']?.get).toBeDefined();
    expect(JSON.stringify(post)).toContain('duckduckgo');
  });

  it('serves index.html for client-side routes, revalidated on every visit', async () => {
    for (const url of ['/', '/pricing', '/blog/some-post?x=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers unknown /api paths with a JSON 404, never the SPA', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['GET', '/api'], ['POST', '/api/v1/nothing'], ['DELETE', '/pricing']] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('a build with the landing page rendered into index.html', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'rank-checker-web-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"><h1>Simple. Accurate. Fast.</h1></div>');
    await writeFile(path.join(webRoot, 'shell.html'), '<!doctype html><div id="root"></div>');
    t = await buildTestApp({ serpProvider: createDemoProvider(), webRoot });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves the rendered landing page at / only, and the empty shell for every client-side route', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.body).toContain('Simple. Accurate. Fast.');
    for (const url of ['/pricing', '/history?site=example.com', '/report/abc']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });
});
