import { z } from 'zod';

/** Bounds of the contact form, shared by the form's character count and the schema. */
export const CONTACT_LIMITS = {
  name: 100,
  /** RFC 5321's longest deliverable address. */
  email: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** The spec's toast for a field left empty, and what the form and the API say about each field. */
export const CONTACT_MESSAGES = {
  missingTitle: 'Missing Information',
  invalidTitle: 'Invalid Information',
  nameMissing: 'Please enter your name',
  nameTooLong: `Please keep your name to ${CONTACT_LIMITS.name} characters`,
  emailMissing: 'Please enter your e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  messageMissing: 'Please enter a message',
  messageTooShort: `Please write at least ${CONTACT_LIMITS.messageMin} characters`,
  messageTooLong: `Please keep your message to ${CONTACT_LIMITS.messageMax.toLocaleString('en-US')} characters`,
} as const;

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
