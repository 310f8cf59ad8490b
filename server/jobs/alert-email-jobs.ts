import { z } from 'zod';

/**
 * The background jobs of alert e-mails: their names, payloads and keys. The handlers are in
 * alert-email-tasks.ts; the work itself in services/alert-emails.
 */

/** Sends one alert ("each" mode). */
export const SEND_ALERT_EMAIL = 'send_alert_email';
/** Hourly: queues the daily digest of every user whose digest hour it is. */
export const ENQUEUE_ALERT_DIGESTS = 'enqueue_alert_digests';
/** Sends one user's digest of one local day. */
export const SEND_ALERT_DIGEST = 'send_alert_digest';

/** At minute 0 of every hour: in each zone exactly one pass falls in the digest hour (see digest-schedule.ts). */
export const ALERT_DIGEST_CRONTAB_LINE = `0 * * * * ${ENQUEUE_ALERT_DIGESTS}`;

/**
 * Tries before an e-mail is given up on. graphile-worker waits exp(attempt) seconds between tries, so ten span
 * a few hours: an SMTP outage delays alerts instead of losing them. An alert given up on stays unsent; a
 * digest given up on leaves its alerts for the next day's digest.
 */
export const ALERT_EMAIL_ATTEMPTS = 10;

export const sendAlertEmailPayloadSchema = z.object({ alertId: z.string().regex(/^\d{1,18}$/) });
export type SendAlertEmailPayload = z.infer<typeof sendAlertEmailPayloadSchema>;

export const sendAlertDigestPayloadSchema = z.object({ userId: z.uuid(), localDate: z.iso.date() });
export type SendAlertDigestPayload = z.infer<typeof sendAlertDigestPayloadSchema>;

/** One job per stored alert: queuing it again (a mode switch) adds nothing. */
export const alertEmailJobKey = (alertId: string) => `alert-email:${alertId}`;
/** One job per user and local day; alert_email_digests keeps the day from being queued again after it ran. */
export const alertDigestJobKey = (userId: string, localDate: string) => `alert-digest:${userId}:${localDate}`;
