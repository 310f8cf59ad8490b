import { z } from 'zod';

/**
 * How rank alerts reach the user by e-mail: not at all (the default: e-mail is opt-in), one e-mail per alert,
 * or one e-mail a day listing the day's alerts.
 */
export const ALERT_EMAIL_MODES = ['off', 'each', 'digest'] as const;
export type AlertEmailMode = (typeof ALERT_EMAIL_MODES)[number];

/** The local hour the daily digest goes out at, unless the user picks another. */
export const DEFAULT_DIGEST_HOUR = 8;

/** The page an unsubscribe link opens; it confirms, then POSTs EMAIL_UNSUBSCRIBE_PATH. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';
/** RFC 8058 one-click target (List-Unsubscribe) and the page's POST: `?token=` says whose e-mails stop. */
export const EMAIL_UNSUBSCRIBE_PATH = '/api/v1/email/unsubscribe';

/** PUT /api/v1/me/email-preferences */
export const emailPreferencesInputSchema = z.object({
  alertEmails: z.enum(ALERT_EMAIL_MODES),
  digestHour: z.number().int().min(0, 'Pick an hour from 0 to 23.').max(23, 'Pick an hour from 0 to 23.'),
});
export type EmailPreferencesInput = z.infer<typeof emailPreferencesInputSchema>;

/** GET and PUT /api/v1/me/email-preferences answer this. */
export const emailPreferencesSchema = emailPreferencesInputSchema.extend({
  /** Where alert e-mails go: the account's address. */
  email: z.string(),
  emailVerified: z.boolean(),
  /** The IANA zone digestHour is read in (the account's time zone). */
  timeZone: z.string(),
  /** True when alerts are e-mailed now: a mode other than off and a verified address. */
  sending: z.boolean(),
  /** Why nothing is sent although the user asked for e-mail (the address is not verified); null otherwise. */
  notice: z.string().nullable(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** POST /api/v1/email/unsubscribe?token= (no session: the signed token says whose e-mails stop). */
export const emailUnsubscribeQuerySchema = z.object({ token: z.string().max(200) });
export const emailUnsubscribeResultSchema = z.object({
  /** The address that no longer gets alert e-mails. */
  email: z.string(),
  alertEmails: z.literal('off'),
});
export type EmailUnsubscribeResult = z.infer<typeof emailUnsubscribeResultSchema>;
