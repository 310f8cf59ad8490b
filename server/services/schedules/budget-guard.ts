import type { Pool } from '../../db/pool';
import { noteBudgetNotice } from '../../db/queries/serp-rate-limit';
import type { BucketState, TokenGrant } from './rate-limit-bucket';

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
  }
}
