import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Mailer } from '../adapters/mail';
import type { Queryable } from '../db/pool';
import { mailContactMessage } from '../services/contact/mail-contact-message';

/** graphile-worker task that e-mails one contact message to the team (CONTACT_EMAIL). */
export const SEND_CONTACT_MAIL = 'send_contact_mail';

/**
 * Tries before the mail is given up on. graphile-worker waits exp(attempt) seconds between tries, so twelve
 * span about a day: an SMTP outage overnight still delivers. A message given up on stays stored (mailed_at
 * null) and is listed by `npm run admin -- contact-messages`.
 */
export const CONTACT_MAIL_ATTEMPTS = 12;

export const contactMailPayloadSchema = z.object({
  messageId: z.uuid(),
  /** CONTACT_EMAIL when the message was received. */
  to: z.string().min(1),
});

export type ContactMailPayload = z.infer<typeof contactMailPayloadSchema>;

/** Sends the message; a failure throws, so graphile-worker tries again later with backoff. */
export function contactMailTask(deps: { db: Queryable; mailer: Mailer; now: () => Date }): Task {
  return async (payload, helpers) => {
    const parsed = contactMailPayloadSchema.safeParse(payload);
    // A malformed payload can never succeed: log it and finish instead of retrying.
    if (!parsed.success) {
      helpers.logger.error(`Ignoring ${SEND_CONTACT_MAIL} job with a bad payload`);
      return;
    }
    const outcome = await mailContactMessage(deps, parsed.data.messageId, parsed.data.to);
    if (outcome !== 'sent') helpers.logger.info(`Contact message ${parsed.data.messageId}: ${outcome}, nothing sent`);
  };
}
