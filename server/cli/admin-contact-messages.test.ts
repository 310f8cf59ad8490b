import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../db/pool';
import { insertContactMessage, markContactMessageMailed } from '../db/queries/contact-messages';
import { insertVerifiedUser } from '../testing/sign-in';
import { parseAdminArgs } from './admin-args';
import { runAdminCommand } from './admin-commands';

describe('admin contact-messages', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  it('lists the newest messages first with sender, account, whether they were e-mailed, and the text', async () => {
    const tag = randomUUID().slice(0, 8);
    const user = await insertVerifiedUser(pool);
    // Far in the future, so these are the newest rows whatever other test files stored.
    const older = await insertContactMessage(pool, {
      name: 'Ada', email: `ada-${tag}@example.com`, message: 'First line.\nSecond line.', ipKey: 'k', userId: null, now: new Date('2099-01-01T09:00:00Z'),
    });
    await markContactMessageMailed(pool, older, new Date('2099-01-01T09:01:00Z'));
    await insertContactMessage(pool, {
      name: 'Bob', email: user.email, message: 'Please call me back.', ipKey: 'k', userId: user.userId, now: new Date('2099-01-02T09:00:00Z'),
    });

    const lines: string[] = [];
    const code = await runAdminCommand(parseAdminArgs(['contact-messages', '--limit', '2']), { pool, now: new Date(), serp: { provider: 'demo', monthlyBudget: null }, mail: async () => false, appUrl: 'http://127.0.0.1', out: (line) => lines.push(line) });
    expect(code).toBe(0);
    expect(lines).toEqual([
      `2099-01-02 09:00 UTC  Bob <${user.email}>, account ${user.userId}  (not e-mailed)`,
      '    Please call me back.',
      '',
      `2099-01-01 09:00 UTC  Ada <ada-${tag}@example.com>  (e-mailed 2099-01-01 09:01 UTC)`,
      '    First line.',
      '    Second line.',
      '',
      '2 messages (limit 2; use --limit for more)',
    ]);
    await pool.query('delete from contact_messages where created_at >= $1', [new Date('2099-01-01T00:00:00Z')]);
  });
});
