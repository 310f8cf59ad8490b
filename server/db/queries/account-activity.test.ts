import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { insertVerifiedUser } from '../../testing/sign-in';
import { createPool, type Pool } from '../pool';
import { ACTIVITY_TABLES, hasAccountActivity } from './account-activity';
import { insertNotification } from './notifications';
import { insertAlertRule } from './alert-rules';
import { DEFAULT_ALERT_RULES } from '../../../core/alerts/alert-rule';
import { insertCompetitor } from './competitor-tracking';

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

  it('asks the tables in the spec’s order of the existence check', () => {
    expect(ACTIVITY_TABLES).toEqual(['search_history', 'scheduled_checks', 'notifications', 'alert_rules', 'competitor_tracking']);
  });

  it('counts a tracked competitor or a scheduled check as activity', async () => {
    const tracker = await insertVerifiedUser(pool);
    await insertCompetitor(
      pool,
      tracker.userId,
      {
        competitorUrl: 'rival.com',
        competitorName: null,
        keywords: [],
        locations: ['us'],
        searchEngines: ['google'],
        autoTrack: true,
        notificationPreferences: { rankChange: true, milestone: true },
      },
      new Date(),
    );
    expect(await hasAccountActivity(pool, tracker.userId)).toBe(true);

    const scheduler = await insertVerifiedUser(pool);
    await pool.query(
      `insert into scheduled_checks (user_id, website_url, keyword, keyword_key, next_check_at, created_at, updated_at)
       values ($1, 'example.com', 'running shoes', 'running shoes', now(), now(), now())`,
      [scheduler.userId],
    );
    expect(await hasAccountActivity(pool, scheduler.userId)).toBe(true);
  });
});
