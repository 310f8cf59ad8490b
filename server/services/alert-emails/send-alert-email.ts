import { DEFAULT_DIGEST_HOUR } from '../../../contracts/email-preferences';
import { withTransaction } from '../../db/pool';
import { deleteUnsentAlertEmails, lockUnsentAlertEmail, markAlertEmailsSent, selectUnsentAlertEmailOwner } from '../../db/queries/alert-emails';
import { lockEmailPreferences } from '../../db/queries/email-preferences';
import { alertEmail } from './alert-email-content';
import { toAlertFacts, type AlertEmailDeps } from './alert-email-deps';
import { alertEmailLinks } from './alert-email-links';

/**
 * What became of one alert's e-mail:
 * - sent: handed to the mail server and marked sent;
 * - gone: already sent (or deleted): a second job for it sends nothing;
 * - deferred: the user switched to the daily digest since: the digest carries it;
 * - dropped: the user turned alert e-mails off, or the address is no longer verified: it will never be sent.
 */
export type AlertEmailOutcome = 'sent' | 'gone' | 'deferred' | 'dropped';

/**
 * Sends one alert ("each" mode) and marks it sent in the transaction that read it, under the user's preference
 * lock (a mode change waits for it, and it for a mode change). A failed send rolls back and throws, so the
 * job is tried again and the alert stays unsent. Only a crash after the mail server took the message and
 * before the commit could send it twice: we accept that over losing alerts.
 */
export async function sendAlertEmail(deps: AlertEmailDeps, alertId: string): Promise<AlertEmailOutcome> {
  return withTransaction(deps.pool, async (client) => {
    const userId = await selectUnsentAlertEmailOwner(client, alertId);
    if (!userId) return 'gone';
    const now = deps.now();
    const preferences = await lockEmailPreferences(client, userId, DEFAULT_DIGEST_HOUR, now);
    const row = await lockUnsentAlertEmail(client, alertId);
    if (!preferences || !row) return 'gone';
    if (preferences.alert_emails === 'digest' && preferences.email_verified) return 'deferred';
    if (preferences.alert_emails !== 'each' || !preferences.email_verified) {
      await deleteUnsentAlertEmails(client, userId, [alertId]);
      return 'dropped';
    }
    const links = alertEmailLinks(deps.appUrl, deps.tokens.sign(userId));
    await deps.mailer.send(alertEmail(preferences.email, toAlertFacts(row), deps.appUrl, links));
    await markAlertEmailsSent(client, [alertId], now);
    return 'sent';
  });
}
