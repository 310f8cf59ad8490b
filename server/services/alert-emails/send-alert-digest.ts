import { DEFAULT_DIGEST_HOUR } from '../../../contracts/email-preferences';
import { userTimeZone } from '../../../core/plans/local-day';
import { withTransaction } from '../../db/pool';
import { lockUnsentAlertEmails, markAlertEmailsSent } from '../../db/queries/alert-emails';
import { lockEmailPreferences } from '../../db/queries/email-preferences';
import { alertDigestEmail } from './alert-digest-content';
import { toAlertFacts, type AlertEmailDeps } from './alert-email-deps';
import { alertEmailLinks } from './alert-email-links';

/**
 * - sent: one e-mail with every unsent alert, all marked sent;
 * - nothing: no unsent alert (another job sent them);
 * - stopped: the user left digest mode or the address is not verified; missing: the account is gone.
 */
export type AlertDigestOutcome = 'sent' | 'nothing' | 'stopped' | 'missing';

/**
 * Sends the user's daily digest: every unsent alert in one e-mail, marked sent in the transaction that read
 * them (rows locked, so a concurrent job finds none). A failed send rolls back and throws: the job is tried
 * again and the alerts stay unsent; if it is given up on, the next day's digest carries them.
 */
export async function sendAlertDigest(deps: AlertEmailDeps, userId: string): Promise<AlertDigestOutcome> {
  return withTransaction(deps.pool, async (client) => {
    const now = deps.now();
    const preferences = await lockEmailPreferences(client, userId, DEFAULT_DIGEST_HOUR, now);
    if (!preferences) return 'missing';
    if (preferences.alert_emails !== 'digest' || !preferences.email_verified) return 'stopped';
    const rows = await lockUnsentAlertEmails(client, userId);
    if (rows.length === 0) return 'nothing';
    const links = alertEmailLinks(deps.appUrl, deps.tokens.sign(userId));
    const timeZone = userTimeZone(preferences.time_zone);
    await deps.mailer.send(
      alertDigestEmail({ to: preferences.email, alerts: rows.map(toAlertFacts), timeZone, now, appUrl: deps.appUrl, links }),
    );
    await markAlertEmailsSent(
      client,
      rows.map((row) => row.id),
      now,
    );
    return 'sent';
  });
}
