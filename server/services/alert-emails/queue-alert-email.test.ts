import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, withTransaction, type Pool } from '../../db/pool';
import { alertEmailJobKey, SEND_ALERT_EMAIL } from '../../jobs/alert-email-jobs';
import { insertVerifiedUser } from '../../testing/sign-in';
import { takeTestJobSchema } from '../../testing/test-job-schemas';
import { sampleAlert, setAlertEmails } from './alert-email-fixtures';
import { queueAlertEmail } from './queue-alert-email';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('queueAlertEmail', () => {
  let pool: Pool;
  let schema: string;
  let release: () => Promise<void>;
  beforeAll(async () => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 4 });
    ({ schema, release } = await takeTestJobSchema(inject('databaseUrl')));
  });
  afterAll(async () => {
    await release();
    await pool.end();
  });

  const queue = (userId: string, alert = sampleAlert()) =>
    withTransaction(pool, (client) => queueAlertEmail(client, schema, userId, alert, NOW));
  const stored = async (userId: string) =>
    (await pool.query('select id::text, title, keyword, rank, previous_rank, created_at, sent_at from pending_alert_emails where user_id = $1 order by id', [userId])).rows;
  const jobs = async (keys: string[]) =>
    (await pool.query<{ task_identifier: string; key: string; payload: unknown }>(
      `select t.identifier as task_identifier, j.key, j.payload
         from ${schema}._private_jobs j join ${schema}._private_tasks t on t.id = j.task_id
        where j.key = any($1::text[]) order by j.id`,
      [keys],
    )).rows;

  it('sends nothing by default: e-mail is opt-in', async () => {
    const { userId } = await insertVerifiedUser(pool);
    expect(await queue(userId)).toBe(false);
    expect(await stored(userId)).toEqual([]);
  });

  it('"off" stores nothing', async () => {
    const { userId } = await insertVerifiedUser(pool);
    await setAlertEmails(pool, userId, 'off');
    expect(await queue(userId)).toBe(false);
    expect(await stored(userId)).toEqual([]);
  });

  it('an address that is not verified gets nothing, whatever the mode', async () => {
    const { userId } = await insertVerifiedUser(pool);
    await pool.query('update users set email_verified_at = null where id = $1', [userId]);
    await setAlertEmails(pool, userId, 'each');
    expect(await queue(userId)).toBe(false);
    await setAlertEmails(pool, userId, 'digest');
    expect(await queue(userId)).toBe(false);
    expect(await stored(userId)).toEqual([]);
  });

  it('"each" stores the alert and queues its own job, keyed by the alert', async () => {
    const { userId } = await insertVerifiedUser(pool);
    await setAlertEmails(pool, userId, 'each');
    expect(await queue(userId)).toBe(true);
    const [row] = await stored(userId);
    expect(row).toMatchObject({ title: 'Top 10 reached', keyword: 'running shoes', rank: 8, previous_rank: 15, created_at: NOW, sent_at: null });
    expect(await jobs([alertEmailJobKey(row.id)])).toEqual([
      { task_identifier: SEND_ALERT_EMAIL, key: alertEmailJobKey(row.id), payload: { alertId: row.id } },
    ]);
  });

  it('"digest" stores the alert for the daily digest and queues no job of its own', async () => {
    const { userId } = await insertVerifiedUser(pool);
    await setAlertEmails(pool, userId, 'digest');
    expect(await queue(userId, sampleAlert({ rank: 0, previousRank: 4, title: 'Dropped out of the results' }))).toBe(true);
    const rows = await stored(userId);
    expect(rows).toMatchObject([{ title: 'Dropped out of the results', rank: 0, previous_rank: 4, sent_at: null }]);
    expect(await jobs([alertEmailJobKey(rows[0].id)])).toEqual([]);
  });

  it('leaves nothing behind when the check’s transaction rolls back', async () => {
    const { userId } = await insertVerifiedUser(pool);
    await setAlertEmails(pool, userId, 'each');
    let alertId = '';
    await expect(
      withTransaction(pool, async (client) => {
        await queueAlertEmail(client, schema, userId, sampleAlert(), NOW);
        alertId = (await client.query<{ id: string }>('select id::text from pending_alert_emails where user_id = $1', [userId])).rows[0]?.id ?? '';
        throw new Error('the check failed to save');
      }),
    ).rejects.toThrow('the check failed to save');
    expect(alertId).not.toBe('');
    expect(await stored(userId)).toEqual([]);
    expect(await jobs([alertEmailJobKey(alertId)])).toEqual([]);
  });
});
