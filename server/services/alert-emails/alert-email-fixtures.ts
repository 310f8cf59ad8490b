import type { Queryable } from '../../db/pool';
import { upsertEmailPreferences, type AlertEmailModeValue } from '../../db/queries/email-preferences';
import type { AlertEmail } from './queue-alert-email';

/** Test data: an alert as the alert evaluation hands it over. */
export function sampleAlert(overrides: Partial<AlertEmail> = {}): AlertEmail {
  return {
    title: 'Top 10 reached',
    message: '“running shoes” for example.com entered the top 10: now #8 (was #15).',
    keyword: 'running shoes',
    websiteUrl: 'example.com',
    searchEngine: 'google',
    location: 'us',
    device: 'desktop',
    rank: 8,
    previousRank: 15,
    ...overrides,
  };
}

/** Test set-up: the user's mode, digest hour and (optionally) time zone, as the settings page would save them. */
export async function setAlertEmails(
  db: Queryable,
  userId: string,
  alertEmails: AlertEmailModeValue,
  options: { digestHour?: number; timeZone?: string } = {},
): Promise<void> {
  await upsertEmailPreferences(db, userId, { alertEmails, digestHour: options.digestHour ?? 8 }, new Date());
  if (options.timeZone) await db.query('update users set time_zone = $2 where id = $1', [userId, options.timeZone]);
}

/**
 * Test helper: resolves once no job of `schema` is locked. graphile-worker's runOnce returns before it has
 * recorded the last job's outcome (completing or failing a job is not awaited), so a test that reads the jobs
 * table right after it waits for that write first.
 */
export async function jobsReleased(db: Queryable, schema: string): Promise<void> {
  for (let polls = 0; ; polls += 1) {
    const { rows } = await db.query<{ locked: number }>(`select count(*)::int as locked from ${schema}._private_jobs where locked_at is not null`);
    if (rows[0]?.locked === 0) return;
    if (polls > 300) throw new Error(`jobs in ${schema} still locked after 300 polls`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
