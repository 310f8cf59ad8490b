import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { subscriptionOutcome } from './subscription-plan';

const prices = { pricePro: 'price_pro', priceEnterprise: 'price_ent' };
const sub = (status: string, ...priceIds: string[]) =>
  ({ status, items: { data: priceIds.map((id) => ({ price: { id } })) } }) as unknown as Stripe.Subscription;

describe('subscriptionOutcome', () => {
  it.each([
    ['active', ['price_pro'], { kind: 'plan', planType: 'pro', status: 'active' }],
    ['active', ['price_ent'], { kind: 'plan', planType: 'enterprise', status: 'active' }],
    ['trialing', ['price_pro'], { kind: 'plan', planType: 'pro', status: 'active' }],
    ['past_due', ['price_pro'], { kind: 'plan', planType: 'pro', status: 'past_due' }],
    ['unpaid', ['price_ent'], { kind: 'plan', planType: 'enterprise', status: 'past_due' }],
    ['paused', ['price_pro'], { kind: 'plan', planType: 'pro', status: 'past_due' }],
    ['canceled', ['price_pro'], { kind: 'ended' }],
    ['incomplete_expired', ['price_other'], { kind: 'ended' }],
    ['incomplete', ['price_pro'], { kind: 'ignore', reason: 'status incomplete' }],
    ['active', ['price_other'], { kind: 'ignore', reason: 'unknown price price_other' }],
    ['active', [], { kind: 'ignore', reason: 'unknown price (none)' }],
  ])('%s with %j', (status, priceIds, expected) => {
    expect(subscriptionOutcome(sub(status, ...priceIds), prices)).toEqual(expected);
  });

  it('does not sell Enterprise when its price is not configured', () => {
    expect(subscriptionOutcome(sub('active', 'price_ent'), { pricePro: 'price_pro', priceEnterprise: undefined }).kind).toBe('ignore');
  });
});
