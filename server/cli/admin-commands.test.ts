import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPool, type Pool } from '../db/pool';
import { getUserPlanRow, upsertUserPlan } from '../db/queries/user-plans';
import { updateUserTimeZone } from '../db/queries/user-time-zone';
import { saveCountedCheck } from '../testing/history-rows';
import { insertVerifiedUser } from '../testing/sign-in';
import { parseAdminArgs } from './admin-args';
import { CommandError, runAdminCommand } from './admin-commands';

const NOW = new Date('2026-06-01T10:00:00Z');

describe('admin commands', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 4 });
  });
  afterAll(() => pool.end());

  /** Runs `npm run admin -- ...argv` against the test database at NOW; returns the exit code and output. */
  async function admin(...argv: string[]): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const code = await runAdminCommand(parseAdminArgs(argv), { pool, now: NOW, serp: { provider: 'demo', monthlyBudget: null }, mail: async () => false, appUrl: 'http://127.0.0.1', out: (line) => lines.push(line) });
    return { code, lines };
  }
  const field = (lines: string[], label: string) => lines.find((line) => line.startsWith(`${label}:`))?.slice(label.length + 1).trim();
  const tag = () => randomBytes(5).toString('hex');
  const check = (userId: string, checkedAt: string) => saveCountedCheck(pool, userId, { rankPosition: 4, keyword: 'shoes', checkedAt: new Date(checkedAt) });

  it('users lists id, e-mail, verified, plan and created, filtered by e-mail and limited', async () => {
    const t = tag();
    const free = await insertVerifiedUser(pool, `free-${t}@example.com`);
    const paid = await insertVerifiedUser(pool, `paid-${t}@example.com`);
    await upsertUserPlan(pool, paid.userId, { planType: 'pro', subscriptionStatus: 'active', subscriptionId: `sub_${t}` }, NOW);
    const { rows } = await pool.query<{ id: string }>("insert into users (email) values ($1) returning id", [`unverified-${t}@example.com`]);
    const { code, lines } = await admin('users', '--search', t.toUpperCase());
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^ID\s+EMAIL\s+VERIFIED\s+PLAN\s+CREATED$/);
    expect(lines).toHaveLength(5);
    const byEmail = (email: string) => lines.find((line) => line.includes(email))?.split(/\s{2,}/);
    expect(byEmail(`free-${t}@example.com`)).toEqual([free.userId, `free-${t}@example.com`, 'yes', 'free', expect.stringMatching(/ UTC$/)]);
    expect(byEmail(`paid-${t}@example.com`)?.slice(0, 4)).toEqual([paid.userId, `paid-${t}@example.com`, 'yes', 'pro (paid)']);
    expect(byEmail(`unverified-${t}@example.com`)?.slice(0, 4)).toEqual([rows[0]?.id, `unverified-${t}@example.com`, 'no', 'free']);
    expect(lines.at(-1)).toBe('3 users');
    expect((await admin('users', '--search', t, '--limit', '1')).lines.at(-1)).toBe('1 user (limit 1; use --limit for more)');
    // LIKE wildcards in the search are literal.
    expect((await admin('users', '--search', '%_%')).lines.at(-1)).toBe('0 users');
  });

  it('show gives the plan, today\'s checks in the user\'s zone and the total, by e-mail or id', async () => {
    const user = await insertVerifiedUser(pool, `show-${tag()}@example.com`);
    await updateUserTimeZone(pool, user.userId, 'Pacific/Auckland', NOW);
    // 10:00 UTC is 22:00 in Auckland: 1 June there began at 12:00 UTC on 31 May.
    await check(user.userId, '2026-05-31T11:00:00Z');
    await check(user.userId, '2026-05-31T13:00:00Z');
    await check(user.userId, '2026-06-01T09:00:00Z');
    for (const ref of [user.email.toUpperCase(), user.userId]) {
      const { code, lines } = await admin('show', ref);
      expect(code).toBe(0);
      expect(field(lines, 'E-mail')).toBe(user.email);
      expect(field(lines, 'Time zone')).toBe('Pacific/Auckland');
      expect(field(lines, 'Plan')).toBe('free');
      expect(field(lines, 'Checks today')).toBe('2 of 3 (renews 2026-06-01 12:00 UTC)');
      expect(field(lines, 'Total checks')).toBe('3');
      expect(field(lines, 'Last check')).toBe('2026-06-01 09:00 UTC');
    }
  });

  it('set-plan puts a user on pro, or on a trial ending at the end of the day N days ahead in their zone', async () => {
    const user = await insertVerifiedUser(pool, `plan-${tag()}@example.com`);
    let { code, lines } = await admin('set-plan', user.email, 'pro');
    expect(code).toBe(0);
    expect(field(lines, 'Plan')).toBe('pro');
    expect(field(lines, 'Checks today')).toBe('0 of unlimited (renews 2026-06-02 00:00 UTC)');
    expect(await getUserPlanRow(pool, user.userId)).toMatchObject({ plan_type: 'pro', subscription_status: 'active', trial_ends_at: null });

    await updateUserTimeZone(pool, user.userId, 'America/New_York', NOW);
    ({ code, lines } = await admin('set-plan', user.userId, 'enterprise', '--trial-days', '2'));
    expect(code).toBe(0);
    expect(field(lines, 'Plan')).toBe('enterprise trial, 2 days left');
    // 10:00 UTC is 06:00 in New York; the end of 3 June there is 04:00 UTC on the 4th.
    expect(await getUserPlanRow(pool, user.userId)).toMatchObject({
      plan_type: 'enterprise',
      subscription_status: 'trialing',
      trial_ends_at: new Date('2026-06-04T03:59:59.999Z'),
      trial_used_at: NOW,
    });

    ({ code, lines } = await admin('set-plan', user.email, 'free'));
    expect(field(lines, 'Plan')).toBe('free');
    expect(field(lines, 'Trial used')).toBe('2026-06-01 10:00 UTC');
  });

  it('set-plan warns when a Stripe subscription is on record', async () => {
    const user = await insertVerifiedUser(pool, `stripe-${tag()}@example.com`);
    await upsertUserPlan(pool, user.userId, { planType: 'pro', subscriptionStatus: 'active', subscriptionId: `sub_${tag()}` }, NOW);
    const { lines } = await admin('set-plan', user.email, 'enterprise');
    expect(lines[0]).toMatch(/^Note: Stripe subscription sub_\w+ is still on record/);
  });

  it('end-trial ends a running trial at once and refuses when there is none', async () => {
    const user = await insertVerifiedUser(pool, `trial-${tag()}@example.com`);
    await expect(admin('end-trial', user.email)).rejects.toThrow(new CommandError(`${user.email} is not on a trial`));
    await admin('set-plan', user.email, 'pro', '--trial-days', '3');
    const { code, lines } = await admin('end-trial', user.email);
    expect(code).toBe(0);
    expect(field(lines, 'Plan')).toBe('free');
    expect(await getUserPlanRow(pool, user.userId)).toMatchObject({ plan_type: 'free', subscription_status: 'active', trial_ends_at: null, trial_used_at: NOW });
  });

  it('delete-user needs --yes, then deletes the user and their checks', async () => {
    const user = await insertVerifiedUser(pool, `delete-${tag()}@example.com`);
    await check(user.userId, '2026-06-01T09:00:00Z');
    const dry = await admin('delete-user', user.email);
    expect(dry).toEqual({
      code: 2,
      lines: [`Would delete ${user.email} (${user.userId}) and their 1 saved checks, sessions and plan.`, 'Run again with --yes to delete.'],
    });
    expect((await pool.query('select 1 from users where id = $1', [user.userId])).rowCount).toBe(1);
    const done = await admin('delete-user', user.userId, '--yes');
    expect(done).toEqual({ code: 0, lines: [`Deleted ${user.email} (${user.userId}) and their 1 saved checks.`] });
    expect((await pool.query('select 1 from users where id = $1', [user.userId])).rowCount).toBe(0);
    expect((await pool.query('select 1 from search_history where user_id = $1', [user.userId])).rowCount).toBe(0);
  });

  it.each([['show'], ['end-trial'], ['delete-user']])('%s of an unknown user fails with a clear message', async (command) => {
    await expect(admin(command, 'nobody-here@example.com')).rejects.toThrow(new CommandError("No user with e-mail or id 'nobody-here@example.com'"));
    await expect(admin(command, '00000000-0000-4000-8000-000000000000')).rejects.toThrow(CommandError);
  });

  it('reset-two-step needs --yes, then turns the authenticator app off so the password alone signs in', async () => {
    const user = await insertVerifiedUser(pool);
    await pool.query("insert into two_step_totp (user_id, secret_sealed, confirmed_at, created_at) values ($1, 'sealed', $2, $2)", [user.userId, NOW]);
    await pool.query("insert into two_step_recovery_codes (user_id, code_hash) values ($1, '\\x00')", [user.userId]);
    const dry = await admin('reset-two-step', user.email);
    expect(dry.code).toBe(2);
    expect(dry.lines[1]).toBe('Check first that the person asking owns this account. Run again with --yes to reset.');
    const done = await admin('reset-two-step', user.email, '--yes');
    expect(done).toEqual({ code: 0, lines: [`Two-step sign-in is off for ${user.email}. The e-mail telling them could not be queued: tell them yourself.`] });
    const left = await pool.query('select 1 from two_step_totp where user_id = $1 union all select 1 from two_step_recovery_codes where user_id = $1', [user.userId]);
    expect(left.rowCount).toBe(0);
    await expect(admin('reset-two-step', user.email, '--yes')).rejects.toThrow(new CommandError(`${user.email} has no two-step sign-in to reset`));
  });

  it('reset-mfa removes passkeys too, so an account whose only second step was a passkey signs in with its password again', async () => {
    const user = await insertVerifiedUser(pool);
    await pool.query(
      "insert into passkeys (user_id, credential_id, public_key, name, device_type, backed_up, created_at) values ($1, $2, '\\x00', 'Phone', 'multiDevice', true, $3)",
      [user.userId, `credential-${user.userId}`, NOW],
    );
    const done = await admin('reset-mfa', user.email, '--yes');
    expect(done.code).toBe(0);
    expect((await pool.query('select 1 from passkeys where user_id = $1', [user.userId])).rowCount).toBe(0);
  });
});
