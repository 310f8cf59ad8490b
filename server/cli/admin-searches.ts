import { estimateSearches } from '../../core/schedules/estimate-searches';
import { isIntervalType } from '../../core/schedules/schedule-timing';
import { isDevice } from '../../core/search/devices';
import { isSearchEngine } from '../../core/search/engines';
import { selectActiveScheduleCosts, type ScheduleCostRow } from '../db/queries/schedule-costs';
import { readSerpRateLimit } from '../db/queries/serp-rate-limit';
import type { AdminContext } from './admin-commands';
import { table } from './admin-format';

const number = (value: number) => value.toLocaleString('en-US');
const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** One active schedule's searches in an average month, as its owner's schedule list estimates it. */
function monthlySearches(row: ScheduleCostRow): number {
  return estimateSearches({
    searchEngine: isSearchEngine(row.search_engine) ? row.search_engine : 'google',
    device: isDevice(row.device) ? row.device : 'desktop',
    intervalType: isIntervalType(row.interval_type) ? row.interval_type : 'daily',
    intervalValue: row.interval_value,
    lastRanks: [row.site_rank, ...row.competitor_urls.map((url) => row.competitor_ranks?.find((competitor) => competitor.url === url)?.rank ?? null)],
    aiAnswerEngines: row.ai_answers.length,
  }).searchesPerMonth;
}

/**
 * `searches`: what scheduled checks cost the SERP provider. Users see their costs in checks; the searches those
 * take are the operator's bill, so they are said here: used this month (what SERP_MONTHLY_BUDGET counts) against
 * the budget when one is set, the estimate for a whole month of the active schedules, and the accounts that
 * take the most.
 */
export async function showSearches(ctx: AdminContext, limit: number): Promise<void> {
  const { provider, monthlyBudget } = ctx.serp;
  const monthStart = new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), 1));
  const bucket = await readSerpRateLimit(ctx.pool, provider);
  const used = bucket && bucket.month_start.getTime() === monthStart.getTime() ? bucket.month_used : 0;
  ctx.out(`SERP provider: ${provider}, ${MONTH.format(ctx.now)} (UTC)`);
  ctx.out(`  Used by scheduled checks this month: ${number(used)} searches`);
  ctx.out(
    monthlyBudget === null
      ? '  Monthly budget: none (set SERP_MONTHLY_BUDGET to stop scheduled checks before the provider bill passes it)'
      : `  Monthly budget (SERP_MONTHLY_BUDGET): ${number(monthlyBudget)} searches, ${monthlyBudget === 0 ? 'none left' : `${((used / monthlyBudget) * 100).toFixed(1)}% used`}`,
  );

  const rows = await selectActiveScheduleCosts(ctx.pool);
  const byAccount = new Map<string, { schedules: number; searches: number }>();
  let total = 0;
  for (const row of rows) {
    const searches = monthlySearches(row);
    total += searches;
    const account = byAccount.get(row.email) ?? { schedules: 0, searches: 0 };
    account.schedules += 1;
    account.searches += searches;
    byAccount.set(row.email, account);
  }
  ctx.out('');
  if (rows.length === 0) {
    ctx.out('Active schedules: none, so scheduled checks will take no searches this month.');
    return;
  }
  ctx.out(`Active schedules: ${number(rows.length)} of ${number(byAccount.size)} account${byAccount.size === 1 ? '' : 's'}`);
  ctx.out(`  Estimated for a month: about ${number(total)} searches${monthlyBudget ? ` (${((total / monthlyBudget) * 100).toFixed(0)}% of the budget)` : ''}`);
  ctx.out('  Each run reads the pages down to the deepest place its site or competitors were last found; runs that share');
  ctx.out('  a results page and pages still cached cost less, so the month usually takes fewer.');
  const top = [...byAccount].sort((a, b) => b[1].searches - a[1].searches || a[0].localeCompare(b[0])).slice(0, limit);
  ctx.out('');
  ctx.out(`Accounts by estimated searches a month${byAccount.size > limit ? ` (top ${limit}; --limit for more)` : ''}:`);
  for (const line of table(['E-MAIL', 'SCHEDULES', 'SEARCHES A MONTH'], top.map(([email, account]) => [email, number(account.schedules), number(account.searches)]))) {
    ctx.out(`  ${line}`);
  }
}
