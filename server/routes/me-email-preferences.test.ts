import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailPreferencesSchema } from '../../contracts/email-preferences';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { withTransaction } from '../db/pool';
import { DEFAULT_JOB_SCHEMA } from '../db/queries/jobs';
import { alertEmailJobKey } from '../jobs/alert-email-jobs';
import { sampleAlert, setAlertEmails } from '../services/alert-emails/alert-email-fixtures';
import { UNVERIFIED_NOTICE } from '../services/alert-emails/email-preferences';
import { queueAlertEmail } from '../services/alert-emails/queue-alert-email';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('/api/v1/me/email-preferences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (user: SignedInUser | null, method: 'GET' | 'PUT', payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: '/api/v1/me/email-preferences',
      headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const unsent = async (userId: string) =>
    (await t.pool.query<{ id: string }>('select id::text from pending_alert_emails where user_id = $1 and sent_at is null order by id', [userId])).rows.map((r) => r.id);

  it('starts off (e-mail is opt-in) at 08:00 in the account time zone, never cached', async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    await t.pool.query("update users set time_zone = 'Europe/Berlin' where id = $1", [user.userId]);
    const response = await call(user, 'GET');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(emailPreferencesSchema.parse(response.json())).toEqual({
      alertEmails: 'off',
      digestHour: 8,
      email: user.email,
      emailVerified: true,
      timeZone: 'Europe/Berlin',
      sending: false,
      notice: null,
    });
  });

  it('saves each mode and hour, and reads them back', async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    const digest = await call(user, 'PUT', { alertEmails: 'digest', digestHour: 18 });
    expect(digest.statusCode, digest.payload).toBe(200);
    expect(digest.json()).toMatchObject({ alertEmails: 'digest', digestHour: 18, sending: true, notice: null });
    expect((await call(user, 'GET')).json()).toMatchObject({ alertEmails: 'digest', digestHour: 18 });
    expect((await call(user, 'PUT', { alertEmails: 'each', digestHour: 0 })).json()).toMatchObject({ alertEmails: 'each', digestHour: 0, sending: true });
    expect((await call(user, 'PUT', { alertEmails: 'off', digestHour: 23 })).json()).toMatchObject({ alertEmails: 'off', digestHour: 23, sending: false });
  });

  it.each([
    ['an unknown mode', { alertEmails: 'weekly', digestHour: 8 }],
    ['an hour past 23', { alertEmails: 'digest', digestHour: 24 }],
    ['a negative hour', { alertEmails: 'digest', digestHour: -1 }],
    ['a fractional hour', { alertEmails: 'digest', digestHour: 8.5 }],
    ['a missing hour', { alertEmails: 'each' }],
    ['the hour as text', { alertEmails: 'digest', digestHour: '8' }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const user = await signInAs(t.pool, undefined, NOW);
    const response = await call(user, 'PUT', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect((await call(user, 'GET')).json()).toMatchObject({ alertEmails: 'off', digestHour: 8 });
  });

  it('answers only the signed-in user, about themselves', async () => {
    expect((await call(null, 'GET')).statusCode).toBe(401);
    expect((await call(null, 'PUT', { alertEmails: 'each', digestHour: 8 })).statusCode).toBe(401);
    const ada = await signInAs(t.pool, undefined, NOW);
    const bob = await signInAs(t.pool, undefined, NOW);
    await call(ada, 'PUT', { alertEmails: 'digest', digestHour: 6 });
    expect((await call(bob, 'GET')).json()).toMatchObject({ email: bob.email, alertEmails: 'off', digestHour: 8 });
    expect((await call(ada, 'GET')).json()).toMatchObject({ email: ada.email, alertEmails: 'digest', digestHour: 6 });
  });

  it('is refused from another site like every signed-in change', async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    const response = await call(user, 'PUT', { alertEmails: 'each', digestHour: 8 }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect((await call(user, 'GET')).json()).toMatchObject({ alertEmails: 'off' });
  });

  it('says an address that is not verified gets nothing, whatever the choice', async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    await t.pool.query('update users set email_verified_at = null where id = $1', [user.userId]);
    expect((await call(user, 'GET')).json()).toMatchObject({ emailVerified: false, sending: false, notice: UNVERIFIED_NOTICE });
    const saved = await call(user, 'PUT', { alertEmails: 'each', digestHour: 8 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ alertEmails: 'each', emailVerified: false, sending: false, notice: UNVERIFIED_NOTICE });
  });

  it('moves waiting alerts with the mode: off drops them, one per alert queues each one', async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    await setAlertEmails(t.pool, user.userId, 'digest');
    const queue = () => withTransaction(t.pool, (client) => queueAlertEmail(client, DEFAULT_JOB_SCHEMA, user.userId, sampleAlert(), NOW));
    await queue();
    await queue();
    const waiting = await unsent(user.userId);
    expect(waiting).toHaveLength(2);

    await call(user, 'PUT', { alertEmails: 'each', digestHour: 8 });
    const { rows } = await t.pool.query<{ key: string }>(`select key from ${DEFAULT_JOB_SCHEMA}._private_jobs where key = any($1::text[]) order by key`, [
      waiting.map(alertEmailJobKey),
    ]);
    expect(rows.map((row) => row.key)).toEqual(waiting.map(alertEmailJobKey).sort());

    await call(user, 'PUT', { alertEmails: 'off', digestHour: 8 });
    expect(await unsent(user.userId)).toEqual([]);
  });
});
