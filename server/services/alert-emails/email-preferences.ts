import {
  DEFAULT_DIGEST_HOUR,
  type EmailPreferences,
  type EmailPreferencesInput,
  type EmailUnsubscribeResult,
} from '../../../contracts/email-preferences';
import { withTransaction, type Pool, type Queryable } from '../../db/pool';
import { deleteUnsentAlertEmails, selectUnsentAlertEmailIds } from '../../db/queries/alert-emails';
import { lockEmailPreferences, selectEmailPreferences, upsertEmailPreferences, type EmailPreferencesRow } from '../../db/queries/email-preferences';
import { addJob } from '../../db/queries/jobs';
import { AppError } from '../../errors';
import { ALERT_EMAIL_ATTEMPTS, alertEmailJobKey, SEND_ALERT_EMAIL, type SendAlertEmailPayload } from '../../jobs/alert-email-jobs';
import type { UnsubscribeTokens } from './unsubscribe-token';

export const UNVERIFIED_NOTICE =
  'Your e-mail address is not verified yet, and alert e-mails go only to a verified address. Open the link we e-mailed you to verify it.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Copy the whole link from the e-mail, or turn alert e-mails off in your settings.';
export const UNSUBSCRIBE_ACCOUNT_GONE = 'The account this link was sent for no longer exists, so no more e-mails will be sent to it.';

const notFound = () => new AppError('NOT_FOUND', 'This account no longer exists.');

function toDto(row: EmailPreferencesRow): EmailPreferences {
  return {
    alertEmails: row.alert_emails,
    digestHour: row.digest_hour,
    email: row.email,
    emailVerified: row.email_verified,
    timeZone: row.time_zone,
    sending: row.alert_emails !== 'off' && row.email_verified,
    notice: row.email_verified ? null : UNVERIFIED_NOTICE,
  };
}

/** The user's alert e-mail preferences: off at 08:00 until they choose. */
export async function getEmailPreferences(db: Queryable, userId: string): Promise<EmailPreferences> {
  const row = await selectEmailPreferences(db, userId, DEFAULT_DIGEST_HOUR);
  if (!row) throw notFound();
  return toDto(row);
}

/**
 * Saves the mode and hour. Alerts waiting for an e-mail follow the new mode: turned off, they are dropped;
 * switched to one e-mail per alert, each gets its job (a switch to the digest needs nothing: the queued jobs
 * find the digest mode and leave their alert to it). Under the user's preference lock, so a send in progress
 * finishes first.
 */
export async function saveEmailPreferences(
  pool: Pool,
  jobSchema: string,
  userId: string,
  input: EmailPreferencesInput,
  now: Date,
): Promise<EmailPreferences> {
  return withTransaction(pool, async (client) => {
    if (!(await lockEmailPreferences(client, userId, DEFAULT_DIGEST_HOUR, now))) throw notFound();
    await upsertEmailPreferences(client, userId, input, now);
    if (input.alertEmails === 'off') await deleteUnsentAlertEmails(client, userId);
    if (input.alertEmails === 'each') {
      for (const alertId of await selectUnsentAlertEmailIds(client, userId)) {
        const payload: SendAlertEmailPayload = { alertId };
        await addJob(client, jobSchema, SEND_ALERT_EMAIL, payload, { jobKey: alertEmailJobKey(alertId), maxAttempts: ALERT_EMAIL_ATTEMPTS });
      }
    }
    return getEmailPreferences(client, userId);
  });
}

/**
 * The unsubscribe link: alert e-mails off for the user the token was signed for, without a session. Using it
 * again answers the same. A malformed or forged token is 400 INVALID_TOKEN.
 */
export async function unsubscribeAlertEmails(pool: Pool, tokens: UnsubscribeTokens, token: string, now: Date): Promise<EmailUnsubscribeResult> {
  const userId = tokens.verify(token);
  if (!userId) throw new AppError('INVALID_TOKEN', UNSUBSCRIBE_LINK_INVALID);
  return withTransaction(pool, async (client) => {
    const current = await lockEmailPreferences(client, userId, DEFAULT_DIGEST_HOUR, now);
    if (!current) throw new AppError('INVALID_TOKEN', UNSUBSCRIBE_ACCOUNT_GONE);
    await upsertEmailPreferences(client, userId, { alertEmails: 'off', digestHour: current.digest_hour }, now);
    await deleteUnsentAlertEmails(client, userId);
    return { email: current.email, alertEmails: 'off' };
  });
}
