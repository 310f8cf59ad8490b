import { describe, expect, it } from 'vitest';
import { avatarUpsellItems, planBadge, type PlanBadge, type UpsellItem } from './plan-badge';
import { FREE_PLAN, type PlanInfo } from './plan-info';

const plan = (overrides: Partial<PlanInfo>): PlanInfo => ({ ...FREE_PLAN, ...overrides });
const PAY_NOW: UpsellItem = { label: 'Pay Now', href: '/payment' };
const UPGRADE: UpsellItem = { label: 'Upgrade to Pro', href: '/pricing' };
const MANAGE: UpsellItem = { label: 'Manage Subscription', href: '/settings' };

describe('planBadge and avatarUpsellItems', () => {
  const cases: [string, PlanInfo, PlanBadge, UpsellItem[]][] = [
    ['free', FREE_PLAN, { text: 'Free', crown: false, pulsing: false }, [UPGRADE]],
    ['paid pro', plan({ planType: 'pro', isPaidSubscription: true, subscriptionId: 'sub_1' }), { text: 'Pro', crown: true, pulsing: false }, [MANAGE]],
    // The spec's rule: any paid subscription reads 'Pro' with a crown, enterprise too.
    ['paid enterprise', plan({ planType: 'enterprise', isPaidSubscription: true, subscriptionId: 'sub_2' }), { text: 'Pro', crown: true, pulsing: false }, [MANAGE]],
    ['a subscription id without active status', plan({ subscriptionId: 'sub_3' }), { text: 'Pro', crown: true, pulsing: false }, [MANAGE]],
    ['trial, 3 days', plan({ planType: 'pro', isTrial: true, trialDaysRemaining: 3 }), { text: 'Trial (3d)', crown: false, pulsing: true }, [PAY_NOW]],
    ['enterprise trial, 1 day', plan({ planType: 'enterprise', isTrial: true, trialDaysRemaining: 1 }), { text: 'Trial (1d)', crown: false, pulsing: true }, [PAY_NOW]],
    ['trial, its last day', plan({ planType: 'pro', isTrial: true, trialDaysRemaining: 0 }), { text: 'Trial (last day)', crown: false, pulsing: true }, [PAY_NOW]],
    ['granted pro', plan({ planType: 'pro' }), { text: 'Pro', crown: false, pulsing: false }, []],
    ['granted enterprise', plan({ planType: 'enterprise' }), { text: 'Enterprise', crown: false, pulsing: false }, []],
  ];
  it.each(cases)('%s', (_name, input, badge, items) => {
    expect(planBadge(input)).toEqual(badge);
    expect(avatarUpsellItems(input)).toEqual(items);
  });
});
