import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandingSchema } from '../../contracts/report';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertUserPlan, type UserPlanFields } from '../db/queries/user-plans';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const NOW = new Date('2026-05-04T12:00:00Z');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const pngDataUrl = (size = PNG.length) => `data:image/png;base64,${Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length))]).toString('base64')}`;
const RESTRICTED = { error: { code: 'FEATURE_RESTRICTED', message: 'White-label reports are only available on the Enterprise plan.' } };

describe('/api/v1/me/branding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  async function userOn(plan: UserPlanFields | null): Promise<SignedInUser> {
    const user = await signInAs(t.pool, undefined, NOW);
    if (plan) await upsertUserPlan(t.pool, user.userId, plan, NOW);
    return user;
  }
  const call = (user: SignedInUser | null, method: 'GET' | 'PUT' | 'DELETE', payload?: unknown) =>
    t.app.inject({
      method,
      url: '/api/v1/me/branding',
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const branding = { companyName: 'Acme SEO', accentColor: '#0f766e', logoDataUrl: pngDataUrl() };

  it('Enterprise: nothing saved is null; save, read back, replace and delete', async () => {
    const user = await userOn({ planType: 'enterprise', subscriptionStatus: 'active' });
    const empty = await call(user, 'GET');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toBeNull();
    expect(empty.headers['cache-control']).toBe('no-store');

    const saved = await call(user, 'PUT', branding);
    expect(saved.statusCode, saved.payload).toBe(200);
    expect(brandingSchema.parse(saved.json())).toEqual(branding);
    expect((await call(user, 'GET')).json()).toEqual(branding);

    const plain = { companyName: '  Plain Co  ', accentColor: '#ABCDEF', logoDataUrl: null };
    expect((await call(user, 'PUT', plain)).json()).toEqual({ ...plain, companyName: 'Plain Co' });

    expect((await call(user, 'DELETE')).statusCode).toBe(204);
    expect((await call(user, 'GET')).json()).toBeNull();
  });

  it('accepts a logo of 200 KB, above the app-wide 64 KB body limit', async () => {
    const user = await userOn({ planType: 'enterprise', subscriptionStatus: 'active' });
    const response = await call(user, 'PUT', { ...branding, logoDataUrl: pngDataUrl(200 * 1024) });
    expect(response.statusCode, response.payload).toBe(200);
  });

  it.each([
    ['a logo over 200 KB', { logoDataUrl: pngDataUrl(200 * 1024 + 1) }, 'The logo must be at most 200 KB.'],
    ['a GIF logo', { logoDataUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, 'The logo must be a PNG or JPEG image.'],
    ['text labelled as a PNG', { logoDataUrl: `data:image/png;base64,${Buffer.from('<svg/>hello!').toString('base64')}` }, 'The logo must be a PNG or JPEG image.'],
    ['a logo link', { logoDataUrl: 'https://example.com/logo.png' }, 'The logo must be a PNG or JPEG image.'],
  ])('refuses %s with a clear 400', async (_name, change, message) => {
    const user = await userOn({ planType: 'enterprise', subscriptionStatus: 'active' });
    const response = await call(user, 'PUT', { ...branding, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_INPUT', message } });
    expect((await call(user, 'GET')).json()).toBeNull();
  });

  it.each([
    ['a colour name', { accentColor: 'teal' }],
    ['an empty company name', { companyName: '   ' }],
  ])('refuses %s (400 INVALID_INPUT)', async (_name, change) => {
    const user = await userOn({ planType: 'enterprise', subscriptionStatus: 'active' });
    const response = await call(user, 'PUT', { ...branding, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT' } });
  });

  it.each<[string, UserPlanFields | null]>([
    ['free', null],
    ['trial', { planType: 'enterprise', subscriptionStatus: 'trialing', trialEndsAt: new Date('2026-05-06T00:00:00Z'), trialUsedAt: NOW }],
    ['pro', { planType: 'pro', subscriptionStatus: 'active' }],
  ])('%s plans get 403 FEATURE_RESTRICTED on every method', async (_tier, plan) => {
    const user = await userOn(plan);
    for (const [method, body] of [['GET'], ['PUT', branding], ['DELETE']] as const) {
      const response = await call(user, method, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(RESTRICTED);
    }
  });

  it('signed-out callers get 401', async () => {
    expect((await call(null, 'GET')).statusCode).toBe(401);
    expect((await call(null, 'PUT', branding)).statusCode).toBe(401);
  });
});
