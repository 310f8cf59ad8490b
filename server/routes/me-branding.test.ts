import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandingSchema } from '../../contracts/report';
import { jpegFile, logoDataUrl, pngFile, removeJpegSegment } from '../../core/reports/logo-fixtures';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertUserPlan, type UserPlanFields } from '../db/queries/user-plans';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const NOW = new Date('2026-05-04T12:00:00Z');
/** A real PNG logo (120 × 40), padded to `size` bytes when given. */
const pngDataUrl = (size?: number) => logoDataUrl(pngFile({ width: 120, height: 40, colourType: 6, ...(size ? { totalBytes: size } : {}) }));
const PNG = pngFile({ width: 4, height: 3 });
const DAMAGED = 'The logo image is damaged or not a real PNG/JPEG.';
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
    ['a 2000 × 2000 PNG', logoDataUrl(pngFile({ width: 2000, height: 2000, colourType: 6 }))],
    ['a JPEG', logoDataUrl(jpegFile())],
  ])('accepts %s', async (_name, logo) => {
    const user = await userOn({ planType: 'enterprise', subscriptionStatus: 'active' });
    const response = await call(user, 'PUT', { ...branding, logoDataUrl: logo });
    expect(response.statusCode, response.payload).toBe(200);
    expect((await call(user, 'GET')).json()).toMatchObject({ logoDataUrl: logo });
  });

  it.each([
    ['a logo over 200 KB', { logoDataUrl: pngDataUrl(200 * 1024 + 1) }, 'The logo must be at most 200 KB.'],
    ['a GIF logo', { logoDataUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, 'The logo must be a PNG or JPEG image.'],
    ['text labelled as a PNG', { logoDataUrl: `data:image/png;base64,${Buffer.from('<svg/>hello!').toString('base64')}` }, 'The logo must be a PNG or JPEG image.'],
    ['a logo link', { logoDataUrl: 'https://example.com/logo.png' }, 'The logo must be a PNG or JPEG image.'],
    // The "Hardening" issue: 30 KB that would decode to 6000 × 6000 pixels.
    ['a 6000 × 6000 PNG', { logoDataUrl: logoDataUrl(pngFile({ width: 6000, height: 6000, bitDepth: 1 })) }, 'The logo must be at most 2000 × 2000 pixels (this one is 6000 × 6000).'],
    ['a JPEG 2001 pixels wide', { logoDataUrl: logoDataUrl(jpegFile({ width: 2001, height: 10 })) }, 'The logo must be at most 2000 × 2000 pixels (this one is 2001 × 10).'],
    ['a truncated PNG', { logoDataUrl: logoDataUrl(PNG.subarray(0, 50)) }, DAMAGED],
    ['a PNG with a wrong CRC', { logoDataUrl: logoDataUrl(Uint8Array.from(PNG, (byte, i) => (i === 29 ? byte ^ 1 : byte))) }, DAMAGED],
    ['a PNG without IEND', { logoDataUrl: logoDataUrl(PNG.subarray(0, PNG.length - 12)) }, DAMAGED],
    ['a PNG header only', { logoDataUrl: logoDataUrl(PNG.subarray(0, 33)) }, DAMAGED],
    ['a JPEG without a frame', { logoDataUrl: logoDataUrl(removeJpegSegment(jpegFile(), 0xc0)) }, DAMAGED],
    ['a JPEG without EOI', { logoDataUrl: logoDataUrl(jpegFile().subarray(0, -2)) }, DAMAGED],
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
