import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { insertVerifiedUser } from '../../testing/sign-in';
import { createPool, type Pool } from '../pool';
import { hasAccountActivity } from './account-activity';
import { insertNotification } from './notifications';
import { insertAlertRule } from './alert-rules';
import { DEFAULT_ALERT_RULES } from '../../../core/alerts/alert-rule';

describe('hasAccountActivity', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  it('counts a notification as activity, as a saved check is; a fresh account has none', async () => {
    const { userId } = await insertVerifiedUser(pool);
    expect(await hasAccountActivity(pool, userId)).toBe(false);
    await insertNotification(pool, { userId, type: 'info', title: 'Welcome', message: 'Hello', createdAt: new Date() });
    expect(await hasAccountActivity(pool, userId)).toBe(true);
  });

  it('counts alert rules as activity: a user who opened them has used the account', async () => {
    const { userId } = await insertVerifiedUser(pool);
    await insertAlertRule(pool, userId, DEFAULT_ALERT_RULES[0]!, new Date());
    expect(await hasAccountActivity(pool, userId)).toBe(true);
  });
});
