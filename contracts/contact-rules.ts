// The contact form's bounds and messages, apart from the schema (contact.ts) so the /contact page can show
// them without loading the schema library; the schema is loaded when the form is first used.

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
