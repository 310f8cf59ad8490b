import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { createTestUser } from '../testing/auth-fixtures';
import { postJson } from '../testing/auth-client';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { allowedOrigins } from './origin-check';

const BAD_ORIGIN = { error: { code: 'BAD_ORIGIN', message: 'This request came from another site and was refused.' } };

describe('origin check on state-changing API requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { APP_URL: 'http://app.example.test:8080' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = async (headers: Record<string, string>) => {
    const user = await createTestUser(t.pool);
    return postJson(t.app, '/api/v1/auth/sign-in', { email: user.email, password: user.password }, { headers });
  };

  it.each([
    ['no Origin or Referer (curl, servers)', {}],
    ['the APP_URL origin', { origin: 'http://app.example.test:8080' }],
    ['a same-origin Referer without Origin', { referer: 'http://app.example.test:8080/login?from=signup' }],
    ['Sec-Fetch-Site same-origin', { origin: 'http://app.example.test:8080', 'sec-fetch-site': 'same-origin' }],
  ])('lets through %s', async (_name, headers) => {
    expect((await signIn(headers)).statusCode).toBe(200);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another port', { origin: 'http://app.example.test:9090' }],
    ['Origin null (sandboxed frame)', { origin: 'null' }],
    ['a cross-site Referer', { referer: 'https://evil.example/form' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    // DNS rebinding: another name pointed at this server sends a Host and an Origin that agree.
    ["the request's own origin when it is not APP_URL's", { origin: 'http://rebound.example:8080', host: 'rebound.example:8080' }],
    ['loopback while APP_URL is a public name', { origin: 'http://localhost:8080', host: 'localhost:8080' }],
  ])('refuses %s with 403 BAD_ORIGIN', async (_name, headers) => {
    const response = await signIn(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(BAD_ORIGIN);
  });

  it('applies to other API routes too, but not to GET', async () => {
    const rankCheck = await postJson(
      t.app,
      '/api/v1/rank-checks',
      { websiteUrl: 'example.com', keyword: 'shoes' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(rankCheck.statusCode).toBe(403);
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { origin: 'https://evil.example' } });
    expect(session.statusCode).toBe(200);
  });

  it('skips the Stripe webhook, which proves its origin with a signature instead', async () => {
    const headers = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' };
    const webhook = await t.app.inject({ method: 'POST', url: '/api/v1/stripe/webhook', payload: '{}', headers });
    // Payments are off in this app: the route itself answers, not the Origin check.
    expect(webhook.json()).toMatchObject({ error: { code: 'PAYMENTS_NOT_CONFIGURED' } });
    const lookalike = await t.app.inject({ method: 'POST', url: '/api/v1/stripe/webhook-other', payload: '{}', headers });
    expect(lookalike.statusCode).toBe(403);
  });
});

describe('allowedOrigins', () => {
  it.each([
    ['https://rank.example.com', ['https://rank.example.com']],
    ['http://localhost:3000', ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']],
    ['http://127.0.0.1', ['http://127.0.0.1', 'http://localhost', 'http://[::1]']],
  ])('%s', (appUrl, expected) => {
    expect([...allowedOrigins(appUrl)].sort()).toEqual([...expected].sort());
  });
});
