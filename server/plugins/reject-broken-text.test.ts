import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { postRankCheck } from '../testing/guest-client';
import { startSerpFixture, type SerpFixture } from '../testing/serp-fixture';
import { signInAs, type SignedInUser } from '../testing/sign-in';
import { BROKEN_TEXT_MESSAGE } from './reject-broken-text';

const BROKEN = { error: { code: 'INVALID_INPUT', message: BROKEN_TEXT_MESSAGE } };

describe('NUL characters and broken Unicode are refused before anything runs', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    serp = await startSerpFixture();
    t = await buildTestApp({ serpProvider: serp.provider });
    user = await signInAs(t.pool);
  });
  afterAll(async () => {
    await t.close();
    await serp.fake.close();
  });

  it.each([
    ['a NUL in the keyword', { websiteUrl: 'example.com', keyword: 'running\u0000shoes' }],
    ['a lone high surrogate in the website', { websiteUrl: 'exa\ud800mple.com', keyword: 'shoes' }],
    ['a lone low surrogate in a competitor', { websiteUrl: 'example.com', keyword: 'shoes', competitorUrls: ['\udc00rival.com'] }],
  ])('a rank check with %s: 400, and no provider request', async (_name, body) => {
    serp.fake.reset();
    const response = await postRankCheck(t.app, body, { cookie: user.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(BROKEN);
    expect(serp.fake.requests).toHaveLength(0);
  });

  it.each([
    ['GET', '/api/v1/me/history?keyword=shoes%00'],
    ['GET', '/api/v1/me/history/export.csv?site=a%00b'],
    ['GET', '/api/v1/me/reports?site=example.com%00&from=2026-01-01&to=2026-01-31'],
    ['DELETE', '/api/v1/me/history/1%00'],
  ] as const)('%s %s: 400, not 500', async (method, url) => {
    const response = await t.app.inject({ method, url, headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(BROKEN);
  });

  it.each([
    ['a broken percent-escape', '/api/v1/me/history/%', 400, 'This address is not valid: part of it is wrongly encoded.'],
    ['a path parameter past the router limit', `/api/v1/me/history/${'9'.repeat(120)}`, 414, 'This address is too long.'],
  ])('a path with %s is answered in the API error shape, without echoing the path', async (_name, url, status, message) => {
    const response = await t.app.inject({ method: 'DELETE', url, headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code: 'INVALID_INPUT', message } });
  });

  it('a sign-up with a NUL in the e-mail is refused as input, not a server error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email: 'a\u0000@example.com', password: 'password-1', confirmPassword: 'password-1' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('well-formed text in any script passes', async () => {
    const response = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: 'кроссовки 跑鞋 😀' }, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
  });
});
