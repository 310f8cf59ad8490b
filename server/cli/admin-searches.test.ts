import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../db/pool';
import { lockSerpRateLimit } from '../db/queries/serp-rate-limit';
import { insertSchedule } from '../services/schedules/runner-test-fixtures';
import { insertVerifiedUser } from '../testing/sign-in';
import { parseAdminArgs } from './admin-args';
import { runAdminCommand } from './admin-commands';

const NOW = new Date('2026-11-20T10:00:00Z');

describe('admin searches', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  async function run(args: string[], serp: { provider: string; monthlyBudget: number | null }) {
    const lines: string[] = [];
    const code = await runAdminCommand(parseAdminArgs(args), { pool, now: NOW, serp, mail: async () => false, appUrl: 'http://127.0.0.1', out: (line) => lines.push(line) });
    return { code, lines };
  }

  it("says the month's searches against the budget, the active schedules' monthly estimate and each account's share", async () => {
    const provider = `test-${randomUUID().slice(0, 8)}`;
    await lockSerpRateLimit(pool, provider, { tokens: 10, refilledAt: NOW, pausedUntil: null, monthStart: new Date('2026-11-01T00:00:00Z'), monthUsed: 1234 });
    const user = await insertVerifiedUser(pool);
    const base = { userId: user.userId, nextCheckAt: NOW, createdAt: NOW };
    // Daily on Google, last at #45: pages through #50, 5 searches a run, 30.44 runs: 153 a month.
    const daily = await insertSchedule(pool, { ...base, websiteUrl: 'example.com', keyword: 'running shoes' });
    await pool.query('update scheduled_checks set current_rank = 45 where id = $1', [daily]);
    // Weekly, the site at #3 and its competitor at #12: 2 searches a run, 4.35 runs: 9 a month.
    const weekly = await insertSchedule(pool, { ...base, websiteUrl: 'example.com', keyword: 'trail shoes', intervalType: 'weekly', competitorUrls: ['rival.com'] });
    await pool.query(`update scheduled_checks set current_rank = 3, competitor_ranks = '[{"url":"rival.com","rank":12}]' where id = $1`, [weekly]);
    // Paused: not counted.
    await insertSchedule(pool, { ...base, websiteUrl: 'example.com', keyword: 'paused one', isActive: false });

    const { code, lines } = await run(['searches', '--limit', String(1000)], { provider, monthlyBudget: 5000 });
    expect(code).toBe(0);
    expect(lines.slice(0, 3)).toEqual([
      `SERP provider: ${provider}, November 2026 (UTC)`,
      '  Used by scheduled checks this month: 1,234 searches',
      '  Monthly budget (SERP_MONTHLY_BUDGET): 5,000 searches, 24.7% used',
    ]);
    expect(lines).toContainEqual(expect.stringMatching(/^Active schedules: [\d,]+ of [\d,]+ accounts?$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}Estimated for a month: about [\d,]+ searches \(\d+% of the budget\)$/));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^ {2}${user.email.replace(/[.+]/g, '\\$&')} +2 +162$`)));
  });

  it('says when no budget is set, and counts nothing used in a month the provider has not searched yet', async () => {
    const provider = `test-${randomUUID().slice(0, 8)}`;
    await lockSerpRateLimit(pool, provider, { tokens: 10, refilledAt: NOW, pausedUntil: null, monthStart: new Date('2026-10-01T00:00:00Z'), monthUsed: 999 });
    const { lines } = await run(['searches'], { provider, monthlyBudget: null });
    expect(lines[1]).toBe('  Used by scheduled checks this month: 0 searches');
    expect(lines[2]).toMatch(/^ {2}Monthly budget: none \(set SERP_MONTHLY_BUDGET/);
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}Estimated for a month: about [\d,]+ searches$/));
  });

  it('refuses a wrong limit', () => {
    expect(() => parseAdminArgs(['searches', '--limit', '0'])).toThrow('--limit needs a whole number from 1 to 1000');
    expect(() => parseAdminArgs(['searches', 'extra'])).toThrow('Usage: npm run admin -- searches [--limit N]');
  });
});
