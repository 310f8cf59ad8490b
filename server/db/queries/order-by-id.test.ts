import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertVerifiedUser } from '../../testing/sign-in';
import { createPool, type Pool } from '../pool';
import { selectAlertRules } from './alert-rules';
import { selectAuditEvents } from './audit-events';
import { selectCompetitors } from './competitor-tracking';

// Rows are listed in the order they were added (by id). The queries answer ids as text: ordering by the bare
// name `id` would sort that text, putting 10000000000 before 9999999999. Ids with a different number of digits
// prove the order is numeric.
const OLDER = '9999999999';
const NEWER = '10000000000';

describe('lists ordered by id', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined });
  });
  afterAll(() => pool.end());

  it('lists tracked competitors oldest first, numerically', async () => {
    const { userId } = await insertVerifiedUser(pool);
    for (const [id, url] of [[NEWER, 'newer.com'], [OLDER, 'older.com']]) {
      await pool.query(
        `insert into competitor_tracking (id, user_id, competitor_url, created_at, updated_at) overriding system value values ($1, $2, $3, now(), now())`,
        [id, userId, url],
      );
    }
    expect((await selectCompetitors(pool, userId)).map((row) => row.id)).toEqual([OLDER, NEWER]);
  });

  it('lists alert rules oldest first, numerically', async () => {
    const { userId } = await insertVerifiedUser(pool);
    for (const id of [NEWER, OLDER]) {
      await pool.query(
        `insert into alert_rules (id, user_id, name, trigger_type, created_at, updated_at) overriding system value values ($1, $2, 'rule', 'drops_out', now(), now())`,
        [id, userId],
      );
    }
    expect((await selectAlertRules(pool, userId)).map((rule) => rule.id)).toEqual([OLDER, NEWER]);
  });

  it('lists activity log events of the same moment newest first, numerically', async () => {
    const { userId } = await insertVerifiedUser(pool);
    for (const id of [OLDER, NEWER]) {
      await pool.query(
        `insert into audit_events (id, workspace_id, actor_id, actor_email, action, created_at) overriding system value values ($1, $2, $2, 'a@example.com', 'report.shared', '2026-06-01T10:00:00Z')`,
        [id, userId],
      );
    }
    expect((await selectAuditEvents(pool, userId, 10)).map((event) => event.id)).toEqual([NEWER, OLDER]);
    expect((await selectAuditEvents(pool, userId, 10, NEWER)).map((event) => event.id)).toEqual([OLDER]);
  });
});
