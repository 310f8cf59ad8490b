import { userTimeZone } from '../../../core/plans/local-day';
import type { PlanInfo } from '../../../core/plans/plan-info';
import { decideTrialStart, TRIAL_MESSAGES, type TrialDecision } from '../../../core/plans/start-trial';
import { withTransaction, type Pool } from '../../db/pool';
import { lockUserPlanRow, toPlanRecord, upsertUserPlan } from '../../db/queries/user-plans';
import { selectPlanContext } from '../../db/queries/user-time-zone';
import { AppError } from '../../errors';
import { loadUserPlan } from './load-user-plan';

function refusal(reason: Extract<TrialDecision, { ok: false }>['reason']): AppError {
  switch (reason) {
    case 'invalid-plan-type':
      return new AppError('INVALID_PLAN_TYPE', TRIAL_MESSAGES.invalidPlanType);
    case 'trial-used':
      return new AppError('TRIAL_ALREADY_USED', TRIAL_MESSAGES.trialUsed);
    case 'already-on-paid-plan':
      return new AppError('ALREADY_SUBSCRIBED', TRIAL_MESSAGES.alreadyOnPaidPlan);
  }
}

/**
 * Starts the account's one free trial of pro or enterprise, no card needed, to the end of the day 3 days
 * ahead in the user's time zone. The plan row is locked while deciding, so two requests at once start one
 * trial and the other hears TRIAL_ALREADY_USED.
 */
export async function startTrial(pool: Pool, userId: string, requested: string, now: Date): Promise<PlanInfo> {
  return withTransaction(pool, async (client) => {
    const context = await selectPlanContext(client, userId);
    const timeZone = userTimeZone(context?.timeZone);
    // Judge the plan type before touching the row: a bad request changes nothing.
    const early = decideTrialStart(requested, undefined, now, timeZone);
    if (!early.ok) throw refusal(early.reason);
    const row = await lockUserPlanRow(client, userId, now);
    const decision = decideTrialStart(requested, toPlanRecord(row), now, timeZone);
    if (!decision.ok) throw refusal(decision.reason);
    await upsertUserPlan(
      client,
      userId,
      { planType: decision.planType, subscriptionStatus: 'trialing', trialEndsAt: decision.trialEndsAt, trialUsedAt: now },
      now,
    );
    return (await loadUserPlan(client, userId, now)).plan;
  });
}
