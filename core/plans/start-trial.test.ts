import { describe, expect, it } from 'vitest';
import type { PlanRecord } from './plan-info';
import { decideTrialStart, type TrialDecision } from './start-trial';

const NOW = new Date('2026-05-01T10:00:00Z');
const record = (overrides: Partial<PlanRecord>): PlanRecord => ({
  planType: 'free',
  subscriptionStatus: 'active',
  subscriptionId: null,
  trialEndsAt: null,
  trialUsedAt: null,
  ...overrides,
});

describe('decideTrialStart', () => {
  const cases: [string, string, PlanRecord | undefined, string, TrialDecision][] = [
    ['pro, no record', 'pro', undefined, 'UTC', { ok: true, planType: 'pro', trialEndsAt: new Date('2026-05-04T23:59:59.999Z') }],
    ['enterprise', 'enterprise', record({}), 'UTC', { ok: true, planType: 'enterprise', trialEndsAt: new Date('2026-05-04T23:59:59.999Z') }],
    // 10:00 UTC is 06:00 in New York: the end of 4 May there is 04:00 UTC on the 5th.
    ['end of day in the user\'s zone', 'pro', undefined, 'America/New_York', { ok: true, planType: 'pro', trialEndsAt: new Date('2026-05-05T03:59:59.999Z') }],
    ['+05:45', 'pro', undefined, 'Asia/Kathmandu', { ok: true, planType: 'pro', trialEndsAt: new Date('2026-05-04T18:14:59.999Z') }],
    ['basic is no plan', 'basic', undefined, 'UTC', { ok: false, reason: 'invalid-plan-type' }],
    ['free is no trial', 'free', undefined, 'UTC', { ok: false, reason: 'invalid-plan-type' }],
    ['case matters', 'Pro', undefined, 'UTC', { ok: false, reason: 'invalid-plan-type' }],
    ['empty', '', undefined, 'UTC', { ok: false, reason: 'invalid-plan-type' }],
    ['the plan type is judged first', 'basic', record({ trialUsedAt: NOW }), 'UTC', { ok: false, reason: 'invalid-plan-type' }],
    ['second trial', 'pro', record({ trialUsedAt: new Date('2026-01-01T00:00:00Z') }), 'UTC', { ok: false, reason: 'trial-used' }],
    [
      'during the trial',
      'enterprise',
      record({ planType: 'pro', subscriptionStatus: 'trialing', trialEndsAt: new Date('2026-05-03T23:59:59.999Z'), trialUsedAt: NOW }),
      'UTC',
      { ok: false, reason: 'trial-used' },
    ],
    ['paid', 'pro', record({ planType: 'pro', subscriptionId: 'sub_1' }), 'UTC', { ok: false, reason: 'already-on-paid-plan' }],
    ['granted pro', 'pro', record({ planType: 'enterprise' }), 'UTC', { ok: false, reason: 'already-on-paid-plan' }],
    ['past due subscription', 'pro', record({ planType: 'pro', subscriptionStatus: 'past_due', subscriptionId: 'sub_1' }), 'UTC', { ok: false, reason: 'already-on-paid-plan' }],
  ];
  it.each(cases)('%s', (_name, requested, stored, zone, expected) => {
    expect(decideTrialStart(requested, stored, NOW, zone)).toEqual(expected);
  });
});
