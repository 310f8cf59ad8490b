import { describe, expect, it } from 'vitest';
import { pricingSchema } from '../../../../contracts/plan';
import { readPricing } from './read-pricing';

const valid = {
  currency: 'usd',
  plans: [
    { planType: 'free', monthlyPrice: 0, trackedQueries: 0 },
    { planType: 'pro', monthlyPrice: 29, trackedQueries: 500 },
    { planType: 'enterprise', monthlyPrice: null, trackedQueries: 5000 },
  ],
  payments: { configured: true },
  trialDays: 3,
};

const samples: [string, unknown][] = [
  ['the server answer', valid],
  ['an unknown field, dropped', { ...valid, extra: 1 }],
  ['no plans', { ...valid, plans: [] }],
  ['an unknown plan', { ...valid, plans: [{ planType: 'gold', monthlyPrice: 1, trackedQueries: 1 }] }],
  ['a price as text', { ...valid, plans: [{ planType: 'pro', monthlyPrice: '29', trackedQueries: 1 }] }],
  ['a fractional query count', { ...valid, plans: [{ planType: 'pro', monthlyPrice: 29, trackedQueries: 1.5 }] }],
  ['no payments', { ...valid, payments: undefined }],
  ['payments without configured', { ...valid, payments: {} }],
  ['trial days as text', { ...valid, trialDays: '3' }],
  ['a page of HTML', '<html></html>'],
  ['nothing', null],
];

describe('readPricing', () => {
  it.each(samples)('reads %s as the contract does', (_, sample) => {
    const parsed = pricingSchema.safeParse(sample);
    expect(readPricing(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});
