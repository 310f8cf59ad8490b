import { CONTACT_MESSAGES, contactRequestSchema, type ContactField, type ContactRequest } from '../../../../contracts/contact';

export type ContactProblems = Partial<Record<ContactField, string>>;

/** The order of the form's fields: the first problem in it is the one toasted and focused. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

const MISSING = new Set<string>([CONTACT_MESSAGES.nameMissing, CONTACT_MESSAGES.emailMissing, CONTACT_MESSAGES.messageMissing]);

/**
 * The form's values checked by the route's own schema (contracts/contact): what to send (trimmed), or one
 * message per field that is not acceptable.
 */
export function checkContact(values: ContactRequest): { ok: true; data: ContactRequest } | { ok: false; problems: ContactProblems } {
  const parsed = contactRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const problems: ContactProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

/**
 * The toast for the first problem, in the spec's style: 'Missing Information' when a field is empty,
 * 'Invalid Information' when it is filled in but not acceptable.
 */
export function firstProblem(problems: ContactProblems): { field: ContactField; title: string; description: string } | null {
  for (const field of CONTACT_FIELDS) {
    const description = problems[field];
    if (description) return { field, title: MISSING.has(description) ? CONTACT_MESSAGES.missingTitle : CONTACT_MESSAGES.invalidTitle, description };
  }
  return null;
}
