import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-rules';

export { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-rules';

const name = z
  .string({ error: CONTACT_MESSAGES.nameMissing })
  .trim()
  .min(1, { error: CONTACT_MESSAGES.nameMissing })
  .max(CONTACT_LIMITS.name, { error: CONTACT_MESSAGES.nameTooLong });

const email = z
  .string({ error: CONTACT_MESSAGES.emailMissing })
  .trim()
  .min(1, { error: CONTACT_MESSAGES.emailMissing })
  .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid }).max(CONTACT_LIMITS.email, { error: CONTACT_MESSAGES.emailInvalid }));

const message = z
  .string({ error: CONTACT_MESSAGES.messageMissing })
  .trim()
  .min(1, { error: CONTACT_MESSAGES.messageMissing })
  .min(CONTACT_LIMITS.messageMin, { error: CONTACT_MESSAGES.messageTooShort })
  .max(CONTACT_LIMITS.messageMax, { error: CONTACT_MESSAGES.messageTooLong });

/**
 * POST /api/v1/contact — a message from anyone, signed in or not. The /contact form validates with this same
 * schema before sending, so the visitor reads the server's rules as they type.
 */
export const contactRequestSchema = z.object({ name, email, message });
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** 202: the message is stored; e-mailing it to the team happens in the background. */
export const contactReceivedSchema = z.object({ received: z.literal(true) });
export type ContactReceived = z.infer<typeof contactReceivedSchema>;

export type ContactField = keyof ContactRequest;
