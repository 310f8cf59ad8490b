import { describe, expect, it } from 'vitest';
import type { PlanInfo } from '../../../../contracts/plan';
import { makePlanInfo } from '../../../testing/fake-api';
import { isFreePlan, planBadge, planLabel, upsellItem } from './plan-display';
import { shouldOfferUpgrade } from './upgrade-rules';

const cases: Array<[string, PlanInfo, string, boolean, boolean, string | null, string]> = [
  // name, plan, badge text, crown, pulsing, upsell label, menu label
  ['no record (free)', makePlanInfo(), 'Free', false, false, 'Upgrade to Pro', 'Free plan'],
  ['pro trial, 3 days', makePlanInfo({ planType: 'pro', isTrial: true, trialDaysRemaining: 3 }), 'Trial (3d)', false, true, 'Pay Now', 'Pro plan'],
  ['enterprise trial, 1 day', makePlanInfo({ planType: 'enterprise', isTrial: true, trialDaysRemaining: 1 }), 'Trial (1d)', false, true, 'Pay Now', 'Enterprise plan'],
  ['a trial on its last day is still a trial', makePlanInfo({ planType: 'pro', isTrial: true, trialDaysRemaining: 0 }), 'Trial (last day)', false, true, 'Pay Now', 'Pro plan'],
  ['paid pro', makePlanInfo({ planType: 'pro', isPaidSubscription: true, subscriptionId: 'sub_1' }), 'Pro', true, false, 'Manage Subscription', 'Pro plan'],
  ['paid enterprise shows Pro with a crown', makePlanInfo({ planType: 'enterprise', isPaidSubscription: true, subscriptionId: 'sub_2' }), 'Pro', true, false, 'Manage Subscription', 'Enterprise plan'],
  // As the badge reads it: any subscription id is managed in the Billing Portal (e.g. a failed payment).
  ['subscription id without active status', makePlanInfo({ planType: 'free', subscriptionId: 'sub_3' }), 'Pro', true, false, 'Manage Subscription', 'Free plan'],
  ['trial with a subscription id', makePlanInfo({ planType: 'pro', isTrial: true, trialDaysRemaining: 2, subscriptionId: 'sub_4' }), 'Pro', true, false, 'Manage Subscription', 'Pro plan'],
  ['pro without subscription', makePlanInfo({ planType: 'pro' }), 'Pro', false, false, null, 'Pro plan'],
  ['enterprise without subscription', makePlanInfo({ planType: 'enterprise' }), 'Enterprise', false, false, null, 'Enterprise plan'],
];

describe('plan badge, avatar menu upsell and label (spec §2, §4)', () => {
  it.each(cases)('%s', (_, plan, text, crown, pulsing, upsell, label) => {
    expect(planBadge(plan)).toEqual({ text, crown, pulsing });
    expect(upsellItem(plan)?.label ?? null).toBe(upsell);
    expect(planLabel(plan)).toBe(label);
  });

  it.each([
    ['Pay Now', '/payment'],
    ['Upgrade to Pro', '/pricing'],
    ['Manage Subscription', '/settings'],
  ])('%s goes to %s', (label, href) => {
    const item = cases.map(([, plan]) => upsellItem(plan)).find((candidate) => candidate?.label === label);
    expect(item?.href).toBe(href);
  });
});

describe('upgrade dialog rule (spec §4, §9)', () => {
  it.each([
    ['free, 4 checks', makePlanInfo(), 4, true],
    ['free, exactly 3 checks', makePlanInfo(), 3, false],
    ['free, 0 checks', makePlanInfo(), 0, false],
    ['trial, 40 checks', makePlanInfo({ planType: 'pro', isTrial: true, trialDaysRemaining: 2 }), 40, false],
    ['trial on its last day', makePlanInfo({ planType: 'pro', isTrial: true, trialDaysRemaining: 0 }), 5, false],
    ['paid pro', makePlanInfo({ planType: 'pro', isPaidSubscription: true, subscriptionId: 's' }), 40, false],
    ['enterprise', makePlanInfo({ planType: 'enterprise' }), 40, false],
  ])('%s -> %s', (_, plan, totalChecks, offered) => {
    expect(shouldOfferUpgrade(plan, totalChecks)).toBe(offered);
  });

  it('counts only the free plan as free', () => {
    expect(isFreePlan(makePlanInfo())).toBe(true);
    expect(isFreePlan(makePlanInfo({ planType: 'pro' }))).toBe(false);
  });
});
