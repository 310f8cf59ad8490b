import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { planTier, resolvePlan } from '../../../core/plans/resolve-plan';
import { createPool, withTransaction, type Pool } from '../pool';
import { insertVerifiedUser } from '../../testing/sign-in';
import {
  expireTrial,
  findUserIdByCustomerId,
  findUserIdBySubscriptionId,
  getUserPlanRow,
  lockUserPlanRow,
  setSubscriptionByCustomerId,
  setSubscriptionBySubscriptionId,
  setSubscriptionByUserId,
  planInForceSql,
  shortenTrial,
  toPlanRecord,
  upsertUserPlan,
} from './user-plans';
import { selectPlanContext, updateUserTimeZone } from './user-time-zone';

const NOW = new Date('2026-06-01T10:00:00Z');
const LATER = new Date('2026-06-01T11:00:00Z');
const id = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

describe('user_plans queries', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 4 });
  });
  afterAll(() => pool.end());
  const newUser = async () => (await insertVerifiedUser(pool)).userId;

  it('no row until one is written; upsert sets only the given fields and keeps the rest', async () => {
    const userId = await newUser();
    expect(await getUserPlanRow(pool, userId)).toBeUndefined();
    expect(toPlanRecord(undefined)).toBeUndefined();
    const customer = id('cus');
    const created = await upsertUserPlan(pool, userId, { stripeCustomerId: customer }, NOW);
    expect(created).toMatchObject({
      user_id: userId,
      plan_type: 'free',
      subscription_status: 'active',
      subscription_id: null,
      stripe_customer_id: customer,
      trial_ends_at: null,
      trial_used_at: null,
      updated_at: NOW,
    });
    const updated = await upsertUserPlan(pool, userId, { planType: 'enterprise', subscriptionId: 'sub_x_' + customer }, LATER);
    expect(updated).toMatchObject({ plan_type: 'enterprise', stripe_customer_id: customer, subscription_id: `sub_x_${customer}`, updated_at: LATER });
    // null clears a field; undefined leaves it.
    expect(await upsertUserPlan(pool, userId, { subscriptionId: null }, LATER)).toMatchObject({ subscription_id: null, stripe_customer_id: customer });
    expect(toPlanRecord(await getUserPlanRow(pool, userId))).toEqual({
      planType: 'enterprise',
      subscriptionStatus: 'active',
      subscriptionId: null,
      trialEndsAt: null,
      trialUsedAt: null,
    });
  });

  it('lockUserPlanRow creates the free row when missing and holds it until the transaction ends', async () => {
    const userId = await newUser();
    const row = await withTransaction(pool, (client) => lockUserPlanRow(client, userId, NOW));
    expect(row).toMatchObject({ user_id: userId, plan_type: 'free', subscription_status: 'active' });
    const order: string[] = [];
    let second: Promise<void> | undefined;
    await withTransaction(pool, async (client) => {
      await lockUserPlanRow(client, userId, NOW);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      second = withTransaction(pool, async (other) => {
        await lockUserPlanRow(other, userId, NOW);
        order.push('second');
      });
      // Commits only once PostgreSQL says the second transaction is waiting for this one's lock.
      await vi.waitFor(
        async () => {
          const blocked = await pool.query('select 1 from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [rows[0]?.pid]);
          expect(blocked.rowCount).toBe(1);
        },
        { timeout: 30_000, interval: 20 },
      );
      order.push('first');
    });
    await second;
    expect(order).toEqual(['first', 'second']);
  });

  it('expireTrial converts only a trial that has ended; shortenTrial only moves a later end earlier', async () => {
    const ended = await newUser();
    const running = await newUser();
    const used = new Date('2026-05-29T00:00:00Z');
    await upsertUserPlan(pool, ended, { planType: 'pro', subscriptionStatus: 'trialing', trialEndsAt: new Date('2026-06-01T09:00:00Z'), trialUsedAt: used }, NOW);
    await upsertUserPlan(pool, running, { planType: 'pro', subscriptionStatus: 'trialing', trialEndsAt: new Date('2026-06-10T00:00:00Z'), trialUsedAt: used }, NOW);
    expect(await expireTrial(pool, ended, NOW)).toBe(true);
    expect(await expireTrial(pool, ended, NOW)).toBe(false);
    expect(await expireTrial(pool, running, NOW)).toBe(false);
    expect(await getUserPlanRow(pool, ended)).toMatchObject({ plan_type: 'free', subscription_status: 'active', trial_ends_at: null, trial_used_at: used });

    await shortenTrial(pool, running, new Date('2026-06-04T23:59:59.999Z'), NOW);
    await shortenTrial(pool, running, new Date('2026-06-08T00:00:00Z'), NOW);
    expect((await getUserPlanRow(pool, running))?.trial_ends_at).toEqual(new Date('2026-06-04T23:59:59.999Z'));
  });

  it('sets a subscription by user, by subscription id and by customer id, ending any trial', async () => {
    const userId = await newUser();
    const customer = id('cus');
    const subscription = id('sub');
    await upsertUserPlan(pool, userId, { planType: 'pro', subscriptionStatus: 'trialing', trialEndsAt: new Date('2026-06-03T00:00:00Z'), trialUsedAt: NOW, stripeCustomerId: customer }, NOW);
    expect(await setSubscriptionByUserId(pool, userId, { planType: 'pro', subscriptionStatus: 'active', subscriptionId: subscription }, NOW)).toMatchObject({
      plan_type: 'pro',
      subscription_status: 'active',
      subscription_id: subscription,
      trial_ends_at: null,
      trial_used_at: NOW,
    });
    expect(await findUserIdBySubscriptionId(pool, subscription)).toBe(userId);
    expect(await findUserIdByCustomerId(pool, customer)).toBe(userId);
    expect(await findUserIdBySubscriptionId(pool, id('sub'))).toBeUndefined();
    expect(await findUserIdByCustomerId(pool, id('cus'))).toBeUndefined();

    expect(await setSubscriptionBySubscriptionId(pool, subscription, { planType: 'enterprise', subscriptionStatus: 'past_due', subscriptionId: subscription }, LATER)).toBe(userId);
    expect(await getUserPlanRow(pool, userId)).toMatchObject({ plan_type: 'enterprise', subscription_status: 'past_due', updated_at: LATER });
    expect(await setSubscriptionByCustomerId(pool, customer, { planType: 'free', subscriptionStatus: 'active', subscriptionId: null }, LATER)).toBe(userId);
    expect(await getUserPlanRow(pool, userId)).toMatchObject({ plan_type: 'free', subscription_status: 'active', subscription_id: null });
    expect(await setSubscriptionBySubscriptionId(pool, id('sub'), { planType: 'pro', subscriptionStatus: 'active', subscriptionId: null }, LATER)).toBeUndefined();
    expect(await setSubscriptionByCustomerId(pool, id('cus'), { planType: 'pro', subscriptionStatus: 'active', subscriptionId: null }, LATER)).toBeUndefined();
  });

  it('selectPlanContext reads the time zone and the plan row together', async () => {
    const userId = await newUser();
    expect(await selectPlanContext(pool, userId)).toEqual({ timeZone: 'UTC', plan: undefined });
    await updateUserTimeZone(pool, userId, 'Asia/Kathmandu', NOW);
    const row = await upsertUserPlan(pool, userId, { planType: 'pro', subscriptionStatus: 'trialing', trialEndsAt: LATER, trialUsedAt: NOW }, NOW);
    expect(await selectPlanContext(pool, userId)).toEqual({ timeZone: 'Asia/Kathmandu', plan: row });
    expect(await selectPlanContext(pool, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await updateUserTimeZone(pool, '00000000-0000-4000-8000-000000000000', 'UTC', NOW)).toBe(false);
  });

  it('planInForceSql agrees with the plan rules on every stored combination', async () => {
    const types = ['pro', 'enterprise'];
    for (const planType of ['free', 'pro', 'enterprise']) {
      for (const status of ['active', 'trialing', 'past_due', 'canceled']) {
        for (const subscriptionId of [null, 'sub_1']) {
          const row = { plan_type: planType, subscription_status: status, subscription_id: subscriptionId, trial_ends_at: LATER, trial_used_at: null };
          const { plan } = resolvePlan(toPlanRecord(row), NOW, 'UTC');
          const expected = types.includes(planTier(plan));
          const { rows } = await pool.query<{ inForce: boolean }>(
            `select ${planInForceSql('p', '$3')} as "inForce" from (select $1::text as plan_type, $2::text as subscription_status) p`,
            [planType, status, types],
          );
          expect(rows[0]?.inForce, `${planType} ${status} ${subscriptionId}`).toBe(expected);
        }
      }
    }
  });
});
