import { afterAll, describe, expect, it } from 'vitest';
import { pricingSchema } from '../../contracts/plan';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { ConfigError, parseConfig } from '../config';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

describe('GET /api/v1/pricing', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });
  const pricing = async (env: Record<string, string>) => {
    const t = await buildTestApp({ serpProvider: createDemoProvider(), env });
    apps.push(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/pricing' });
    expect(response.statusCode).toBe(200);
    return pricingSchema.parse(response.json());
  };

  it('is public and defaults to 19 and 99 USD a month, payments off without Stripe keys', async () => {
    expect(await pricing({})).toEqual({
      currency: 'usd',
      plans: [
        { planType: 'free', monthlyPrice: 0, trackedQueries: 3 },
        { planType: 'pro', monthlyPrice: 19, trackedQueries: 5000 },
        { planType: 'enterprise', monthlyPrice: 99, trackedQueries: 25_000 },
      ],
      payments: { configured: false },
      trialDays: 3,
    });
  });

  it('takes the prices, the currency and the tracking limits from configuration', async () => {
    const body = await pricing({
      PRICE_PRO_MONTHLY: '24.5',
      PRICE_ENTERPRISE_MONTHLY: '149',
      PRICE_CURRENCY: 'EUR',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PRICE_PRO: 'price_1',
      MAX_TRACKED_QUERIES_PRO: '8000',
      MAX_TRACKED_QUERIES_ENTERPRISE: '100000',
    });
    expect(body).toMatchObject({
      currency: 'eur',
      plans: [
        { planType: 'free', monthlyPrice: 0, trackedQueries: 3 },
        { planType: 'pro', monthlyPrice: 24.5, trackedQueries: 8000 },
        { planType: 'enterprise', monthlyPrice: 149, trackedQueries: 100_000 },
      ],
      payments: { configured: true },
    });
  });
});

describe('price configuration', () => {
  it.each([
    [{ PRICE_PRO_MONTHLY: '-1' }, 'PRICE_PRO_MONTHLY'],
    [{ PRICE_ENTERPRISE_MONTHLY: 'lots' }, 'PRICE_ENTERPRISE_MONTHLY'],
    [{ PRICE_CURRENCY: 'dollars' }, 'PRICE_CURRENCY'],
  ])('refuses %j at boot', (env, field) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`${field}: must be`));
  });
});
