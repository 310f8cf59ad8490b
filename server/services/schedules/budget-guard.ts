import type { Pool } from '../../db/pool';
import { insertNoticeForScheduleOwners } from '../../db/queries/notifications';
import { noteBudgetNotice } from '../../db/queries/serp-rate-limit';
import { monthStartOf, nextMonthStart, type BucketState, type TokenGrant } from './rate-limit-bucket';

/** The operator is warned once a month when this share of the monthly budget is used. */
export const BUDGET_LOW_SHARE = 0.9;

export interface BudgetLogger {
  warn(obj: unknown, message: string): void;
  error(obj: unknown, message: string): void;
}

/**
 * Tells the operator, once a month across every process, that scheduled checks have used most of
 * SERP_MONTHLY_BUDGET, and again when it is used up and scheduled runs stop until the next month (users then
 * see their runs skipped with the reason: runner-messages budgetUsed).
 */
export async function noticeBudget(
  pool: Pool,
  logger: BudgetLogger,
  budget: { provider: string; monthlyBudget: number | null },
  state: BucketState,
  grant: TokenGrant,
): Promise<void> {
  const { provider, monthlyBudget } = budget;
  if (monthlyBudget === null) return;
  const facts = { provider, monthlyBudget, used: state.monthUsed, month: state.monthStart.toISOString().slice(0, 7) };
  if (grant.kind === 'budget') {
    if (await noteBudgetNotice(pool, provider, 'out', state.monthStart)) {
      logger.error(
        { ...facts, resumesAt: grant.until.toISOString() },
        'Scheduled checks stopped: SERP_MONTHLY_BUDGET is used up for this month. Users see their scheduled runs skipped until the budget renews; raise SERP_MONTHLY_BUDGET to resume now.',
      );
    }
    return;
  }
  if (state.monthUsed >= Math.ceil(monthlyBudget * BUDGET_LOW_SHARE) && (await noteBudgetNotice(pool, provider, 'low', state.monthStart))) {
    logger.warn(facts, `Scheduled checks have used ${Math.round(BUDGET_LOW_SHARE * 100)}% of SERP_MONTHLY_BUDGET this month; they stop when it is used up.`);
    // The check asking goes on whatever becomes of the notice.
    await warnScheduleOwners(pool, nextMonthStart(state.monthStart), new Date()).then(
      (told) => logger.warn({ ...facts, told }, `Told ${told} account(s) with scheduled checks that they may pause before the month ends.`),
      (error: unknown) => logger.error({ ...facts, err: error }, 'Telling the accounts with scheduled checks that they may pause failed'),
    );
  }
}

/**
 * The provider's own account runs low (SerpApi's Account API): the same notice, once a month across every process
 * (sharing the budget's "low" mark, so nobody is told twice). Answers how many were told.
 */
export async function warnScheduleOwnersOnce(pool: Pool, provider: string, resumesAt: Date | null, now: Date): Promise<number> {
  if (!(await noteBudgetNotice(pool, provider, 'low', monthStartOf(now)))) return 0;
  return warnScheduleOwners(pool, resumesAt, now);
}

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Users hear it before their schedules stop for lack of searches, not only the operator: a notice in the bell of
 * every account with an active schedule, saying when they resume and that checks by hand go on.
 */
export function warnScheduleOwners(pool: Pool, resumesAt: Date | null, now: Date): Promise<number> {
  return insertNoticeForScheduleOwners(pool, {
    title: 'Scheduled checks may pause soon',
    message: `This month's searches for scheduled checks are nearly used. If they run out, your scheduled checks pause${resumesAt ? ` until ${DAY.format(resumesAt)}` : ' until they are renewed'} and pick up again by themselves; checks you run yourself keep working.`,
    createdAt: now,
  });
}
