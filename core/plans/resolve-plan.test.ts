import { describe, expect, it } from 'vitest';
import { FREE_PLAN, type PlanInfo, type PlanRecord } from './plan-info';
import { planTier, resolvePlan, type PlanCorrection } from './resolve-plan';

const NOW = new Date('2026-05-01T10:00:00Z');
const record = (overrides: Partial<PlanRecord>): PlanRecord => ({
  planType: 'free',
  subscriptionStatus: 'active',
  subscriptionId: null,
  trialEndsAt: null,
  trialUsedAt: null,
  ...overrides,
});
const TRIAL_USED = new Date('2026-04-30T09:00:00Z');
const trial = (planType: string, trialEndsAt: string) =>
  record({ planType, subscriptionStatus: 'trialing', trialEndsAt: new Date(trialEndsAt), trialUsedAt: TRIAL_USED });
const plan = (overrides: Partial<PlanInfo>): PlanInfo => ({ ...FREE_PLAN, ...overrides });

describe('resolvePlan', () => {
  const cases: [string, PlanRecord | undefined, string, PlanInfo, PlanCorrection][] = [
    ['no record: free and active', undefined, 'UTC', FREE_PLAN, null],
    ['a free record', record({}), 'UTC', FREE_PLAN, null],
    [
      'paid: subscription id and active',
      record({ planType: 'pro', subscriptionId: 'sub_1' }),
      'UTC',
      plan({ planType: 'pro', isPaidSubscription: true, subscriptionId: 'sub_1', trialAvailable: false }),
      null,
    ],
    [
      'enterprise, paid',
      record({ planType: 'enterprise', subscriptionId: 'sub_2' }),
      'UTC',
      plan({ planType: 'enterprise', isPaidSubscription: true, subscriptionId: 'sub_2', trialAvailable: false }),
      null,
    ],
    [
      'pro without a subscription (granted by an operator) is pro but not paid',
      record({ planType: 'pro' }),
      'UTC',
      plan({ planType: 'pro', trialAvailable: false }),
      null,
    ],
    [
      'past_due is not paid and gets the free rights',
      record({ planType: 'pro', subscriptionStatus: 'past_due', subscriptionId: 'sub_3' }),
      'UTC',
      plan({ planType: 'free', subscriptionId: 'sub_3', trialAvailable: false }),
      null,
    ],
    [
      'canceled is not paid',
      record({ planType: 'pro', subscriptionStatus: 'canceled', subscriptionId: 'sub_4' }),
      'UTC',
      plan({ planType: 'free', subscriptionId: 'sub_4', trialAvailable: false }),
      null,
    ],
    [
      'a trial just started: 3 days left to the end of the day 3 days ahead',
      trial('pro', '2026-05-04T23:59:59.999Z'),
      'UTC',
      plan({ planType: 'pro', isTrial: true, trialDaysRemaining: 3, trialEndsAt: '2026-05-04T23:59:59.999Z', trialAvailable: false }),
      null,
    ],
    [
      'an enterprise trial with 1 day left',
      trial('enterprise', '2026-05-02T23:59:59.999Z'),
      'UTC',
      plan({ planType: 'enterprise', isTrial: true, trialDaysRemaining: 1, trialEndsAt: '2026-05-02T23:59:59.999Z', trialAvailable: false }),
      null,
    ],
    [
      'the last day: still a trial until it ends that night, 0 days left',
      trial('pro', '2026-05-01T23:59:59.999Z'),
      'UTC',
      plan({ planType: 'pro', isTrial: true, trialDaysRemaining: 0, trialEndsAt: '2026-05-01T23:59:59.999Z', trialAvailable: false }),
      null,
    ],
    [
      'expired: free, active, no trial end, stored so',
      trial('pro', '2026-05-01T09:59:59.999Z'),
      'UTC',
      plan({ trialAvailable: false }),
      { kind: 'expire-trial' },
    ],
    ['ending exactly now is expired', trial('pro', '2026-05-01T10:00:00.000Z'), 'UTC', plan({ trialAvailable: false }), { kind: 'expire-trial' }],
    ['trialing without an end is expired', record({ planType: 'pro', subscriptionStatus: 'trialing', trialUsedAt: TRIAL_USED }), 'UTC', plan({ trialAvailable: false }), { kind: 'expire-trial' }],
    [
      'longer than 3 days: cut back to the end of the day 3 days ahead',
      trial('pro', '2026-05-20T12:00:00Z'),
      'UTC',
      plan({ planType: 'pro', isTrial: true, trialDaysRemaining: 3, trialEndsAt: '2026-05-04T23:59:59.999Z', trialAvailable: false }),
      { kind: 'shorten-trial', trialEndsAt: new Date('2026-05-04T23:59:59.999Z') },
    ],
    [
      'days count in the user\'s zone: 22:00 on 1 May to 01:00 on 4 May in Auckland is 3 days (UTC would say 2)',
      trial('pro', '2026-05-03T13:00:00Z'),
      'Pacific/Auckland',
      plan({ planType: 'pro', isTrial: true, trialDaysRemaining: 3, trialEndsAt: '2026-05-03T13:00:00.000Z', trialAvailable: false }),
      null,
    ],
    [
      'cut back in the user\'s zone',
      trial('pro', '2026-05-09T00:00:00Z'),
      'Pacific/Auckland',
      plan({ planType: 'pro', isTrial: true, trialDaysRemaining: 3, trialEndsAt: '2026-05-04T11:59:59.999Z', trialAvailable: false }),
      { kind: 'shorten-trial', trialEndsAt: new Date('2026-05-04T11:59:59.999Z') },
    ],
    [
      'an unknown stored plan type reads as free',
      record({ planType: 'basic' }),
      'UTC',
      FREE_PLAN,
      null,
    ],
    [
      'a used trial, now free: no second trial',
      record({ trialUsedAt: TRIAL_USED }),
      'UTC',
      plan({ trialAvailable: false }),
      null,
    ],
  ];
  it.each(cases)('%s', (_name, stored, zone, expected, correction) => {
    expect(resolvePlan(stored, NOW, zone)).toEqual({ plan: expected, correction });
  });

  it('never reports negative days, and is a trial exactly until its end', () => {
    for (const hoursAhead of [-72, -1, 0, 1, 13, 25, 49, 73]) {
      const ends = new Date(NOW.getTime() + hoursAhead * 3_600_000).toISOString();
      const { plan: resolved } = resolvePlan(trial('pro', ends), NOW, 'America/New_York');
      expect(resolved.trialDaysRemaining).toBeGreaterThanOrEqual(0);
      expect(resolved.isTrial).toBe(hoursAhead > 0);
    }
  });
});

describe('planTier', () => {
  it.each([
    [{ planType: 'free', isTrial: false }, 'free'],
    [{ planType: 'pro', isTrial: true }, 'trial'],
    [{ planType: 'enterprise', isTrial: true }, 'trial'],
    [{ planType: 'pro', isTrial: false }, 'pro'],
    [{ planType: 'enterprise', isTrial: false }, 'enterprise'],
  ] as const)('%j -> %s', (input, tier) => {
    expect(planTier(input)).toBe(tier);
  });
});
