import { dailyCheckLimit, UNLIMITED } from '../../core/plans/daily-limit';
import { endOfLocalDay, userTimeZone } from '../../core/plans/local-day';
import { resolvePlan } from '../../core/plans/resolve-plan';
import { withTransaction, type Pool } from '../db/pool';
import { findAdminUser, listAdminUsers, type AdminUserRow } from '../db/queries/admin-users';
import { deleteRateLimitCountersForKey } from '../db/queries/rate-limit-counters';
import { selectDashboardStats } from '../db/queries/search-history';
import { lockUserPlanRow, toPlanRecord, upsertUserPlan, type UserPlanRow } from '../db/queries/user-plans';
import { deleteEverySecondStep } from '../db/queries/two-step';
import { deleteUser } from '../db/queries/users';
import { twoStepOffMail } from '../services/auth/two-step/two-step-mails';
import type { MailContent } from '../services/mail/mail-layout';
import { getDailyUsage } from '../services/usage/get-daily-usage';
import { loadUserPlan } from '../services/plans/load-user-plan';
import { USAGE, type AdminCommand } from './admin-args';
import { showContactMessages } from './admin-contact-messages';
import { showSearches } from './admin-searches';
import { describePlan, formatTime, table } from './admin-format';

export interface AdminContext {
  pool: Pool;
  now: Date;
  /** Queues an account e-mail as the server does; false when it could not be queued. */
  mail(to: string, content: MailContent): Promise<boolean>;
  /** The app's public address, for links in e-mails. */
  appUrl: string;
  /** The SERP provider the server is configured with and its monthly budget (null: none set). */
  serp: { provider: string; monthlyBudget: number | null };
  out(line: string): void;
}

/** A command that could not be done (exit code 1), with a message for the operator. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

const zoneOf = (user: AdminUserRow) => userTimeZone(user.time_zone);

async function requireUser(ctx: AdminContext, ref: string): Promise<AdminUserRow> {
  const user = await findAdminUser(ctx.pool, ref.trim());
  if (!user) throw new CommandError(`No user with e-mail or id '${ref}'`);
  return user;
}

function subscriptionNote(row: UserPlanRow | undefined, what: string): string[] {
  return row?.subscription_id
    ? [`Note: Stripe subscription ${row.subscription_id} is still on record and ${what}; cancel it in Stripe to stop billing.`]
    : [];
}

/** Runs one parsed command; returns the exit code. Throws CommandError when it cannot be done. */
export async function runAdminCommand(command: AdminCommand, ctx: AdminContext): Promise<number> {
  switch (command.kind) {
    case 'help':
      ctx.out(USAGE);
      return 0;
    case 'users': {
      const users = await listAdminUsers(ctx.pool, command);
      const rows = users.map((user) => [
        user.id,
        user.email,
        user.email_verified_at ? 'yes' : 'no',
        describePlan(resolvePlan(toPlanRecord(user.plan), ctx.now, zoneOf(user)).plan, user.plan?.subscription_status),
        formatTime(user.created_at),
      ]);
      for (const line of table(['ID', 'EMAIL', 'VERIFIED', 'PLAN', 'CREATED'], rows)) ctx.out(line);
      ctx.out(`${users.length} user${users.length === 1 ? '' : 's'}${users.length === command.limit ? ` (limit ${command.limit}; use --limit for more)` : ''}`);
      return 0;
    }
    case 'show':
      await showUser(ctx, await requireUser(ctx, command.user));
      return 0;
    case 'set-plan': {
      const user = await requireUser(ctx, command.user);
      const before = await withTransaction(ctx.pool, async (client) => {
        const row = await lockUserPlanRow(client, user.id, ctx.now);
        await upsertUserPlan(
          client,
          user.id,
          command.trialDays === undefined
            ? { planType: command.planType, subscriptionStatus: 'active', trialEndsAt: null }
            : {
                planType: command.planType,
                subscriptionStatus: 'trialing',
                trialEndsAt: endOfLocalDay(ctx.now, zoneOf(user), command.trialDays),
                trialUsedAt: row.trial_used_at ?? ctx.now,
              },
          ctx.now,
        );
        return row;
      });
      for (const line of subscriptionNote(before, 'Stripe webhooks may change the plan again')) ctx.out(line);
      await showUser(ctx, user);
      return 0;
    }
    case 'end-trial': {
      const user = await requireUser(ctx, command.user);
      await withTransaction(ctx.pool, async (client) => {
        const row = await lockUserPlanRow(client, user.id, ctx.now);
        if (row.subscription_status !== 'trialing') throw new CommandError(`${user.email} is not on a trial`);
        await upsertUserPlan(client, user.id, { planType: 'free', subscriptionStatus: 'active', trialEndsAt: null }, ctx.now);
      });
      await showUser(ctx, user);
      return 0;
    }
    case 'delete-user': {
      const user = await requireUser(ctx, command.user);
      const { total_checks: checks } = await selectDashboardStats(ctx.pool, user.id);
      if (!command.confirmed) {
        ctx.out(`Would delete ${user.email} (${user.id}) and their ${checks} saved checks, sessions and plan.`);
        ctx.out('Run again with --yes to delete.');
        return 2;
      }
      await withTransaction(ctx.pool, async (client) => {
        await deleteUser(client, user.id);
        await deleteRateLimitCountersForKey(client, user.email.toLowerCase());
      });
      for (const line of subscriptionNote(user.plan, 'was not canceled')) ctx.out(line);
      ctx.out(`Deleted ${user.email} (${user.id}) and their ${checks} saved checks.`);
      return 0;
    }
    case 'reset-mfa': {
      const user = await requireUser(ctx, command.user);
      if (!command.confirmed) {
        ctx.out(`Would turn two-step sign-in off for ${user.email} (${user.id}): their authenticator app, passkeys and recovery codes stop working.`);
        ctx.out('Check first that the person asking owns this account. Run again with --yes to reset.');
        return 2;
      }
      if (!(await deleteEverySecondStep(ctx.pool, user.id))) throw new CommandError(`${user.email} has no two-step sign-in to reset`);
      const told = await ctx.mail(user.email, twoStepOffMail(`${ctx.appUrl}/settings#security`));
      ctx.out(`Two-step sign-in is off for ${user.email}.${told ? ' They were told by e-mail.' : ' The e-mail telling them could not be queued: tell them yourself.'}`);
      return 0;
    }
    case 'contact-messages':
      await showContactMessages(ctx, command.limit);
      return 0;
    case 'backup':
    case 'restore':
      // They work on DATA_DIR's files, with or without a server running: admin.ts runs them before connecting.
      throw new CommandError(`${command.kind} is run by npm run admin, not through a database connection`);
    case 'searches':
      await showSearches(ctx, command.limit);
      return 0;
  }
}

/** A user's account, plan and usage, as the server sees them now (an expired trial is stored as ended). */
async function showUser(ctx: AdminContext, user: AdminUserRow): Promise<void> {
  const state = await loadUserPlan(ctx.pool, user.id, ctx.now);
  const usage = await getDailyUsage(ctx.pool, user.id, state, ctx.now);
  const stats = await selectDashboardStats(ctx.pool, user.id);
  const limit = dailyCheckLimit(state.tier);
  const row = (await findAdminUser(ctx.pool, user.id))?.plan;
  const lines: [string, string][] = [
    ['User', user.id],
    ['E-mail', user.email],
    ['Verified', user.email_verified_at ? `yes (${formatTime(user.email_verified_at)})` : 'no'],
    ['Created', formatTime(user.created_at)],
    ['Time zone', state.timeZone],
    ['Plan', describePlan(state.plan, row?.subscription_status)],
    ['Trial ends', state.plan.trialEndsAt ? formatTime(new Date(state.plan.trialEndsAt)) : '-'],
    ['Trial used', row?.trial_used_at ? formatTime(row.trial_used_at) : 'no'],
    ['Subscription', row?.subscription_id ? `${row.subscription_id} (${row.subscription_status})` : '-'],
    ['Stripe customer', row?.stripe_customer_id ?? '-'],
    ['Checks today', `${usage.used} of ${limit === UNLIMITED ? 'unlimited' : limit} (renews ${formatTime(new Date(usage.resetsAt))})`],
    ['Total checks', String(stats.total_checks)],
    ['Last check', formatTime(stats.last_checked_at)],
  ];
  const width = Math.max(...lines.map(([label]) => label.length));
  for (const [label, value] of lines) ctx.out(`${`${label}:`.padEnd(width + 2)}${value}`);
}
