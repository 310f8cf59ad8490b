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
