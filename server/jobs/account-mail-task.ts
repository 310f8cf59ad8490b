import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Mailer } from '../adapters/mail';

/** graphile-worker task that sends one account e-mail (verification, reset, e-mail change). */
export const SEND_ACCOUNT_MAIL = 'send_account_mail';

/**
 * Tries before the mail is given up on. graphile-worker waits exp(attempt) seconds between tries, so ten
 * span about six hours: an SMTP outage of that length still delivers, while links in the mail stay valid.
 */
export const ACCOUNT_MAIL_ATTEMPTS = 10;

export const accountMailPayloadSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  /** A white label's name as the sender's (MailMessage.fromName). */
  fromName: z.string().optional(),
});

export type AccountMailPayload = z.infer<typeof accountMailPayloadSchema>;

/** Sends the mail; a failure throws, so graphile-worker tries again later with backoff. */
export function accountMailTask(mailer: Mailer): Task {
  return async (payload, helpers) => {
    const parsed = accountMailPayloadSchema.safeParse(payload);
    // A malformed payload can never succeed: log it and finish instead of retrying.
    if (!parsed.success) {
      helpers.logger.error(`Ignoring ${SEND_ACCOUNT_MAIL} job with a bad payload`);
      return;
    }
    await mailer.send(parsed.data);
  };
}
