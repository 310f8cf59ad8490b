import { DEFAULT_DIGEST_HOUR } from '../../../contracts/email-preferences';
import type { Queryable } from '../../db/pool';
import { insertPendingAlertEmail, type NewPendingAlertEmail } from '../../db/queries/alert-emails';
import { selectEmailPreferences } from '../../db/queries/email-preferences';
import { addJob } from '../../db/queries/jobs';
import { ALERT_EMAIL_ATTEMPTS, alertEmailJobKey, SEND_ALERT_EMAIL, type SendAlertEmailPayload } from '../../jobs/alert-email-jobs';

/** One alert as the e-mail channel receives it from the alert evaluation (rank 0 or less: not found). */
export type AlertEmail = NewPendingAlertEmail;

/**
 * Hands an alert to the e-mail channel, inside the transaction that saves the check: the alert is stored for
 * an e-mail to carry and, in "each" mode, a job that sends it is queued (keyed by the alert, so it exists
 * exactly when the check commits and only once). In "digest" mode the next daily digest carries it.
 * Returns false, storing nothing, when alert e-mails are off or the address is not verified: mail only goes
 * to an address the user proved is theirs.
 */
export async function queueAlertEmail(db: Queryable, jobSchema: string, userId: string, alert: AlertEmail, now: Date): Promise<boolean> {
  const preferences = await selectEmailPreferences(db, userId, DEFAULT_DIGEST_HOUR);
  if (!preferences || preferences.alert_emails === 'off' || !preferences.email_verified) return false;
  const alertId = await insertPendingAlertEmail(db, userId, alert, now);
  if (preferences.alert_emails === 'each') {
    const payload: SendAlertEmailPayload = { alertId };
    await addJob(db, jobSchema, SEND_ALERT_EMAIL, payload, { jobKey: alertEmailJobKey(alertId), maxAttempts: ALERT_EMAIL_ATTEMPTS });
  }
  return true;
}
