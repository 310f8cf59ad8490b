import type { ContactField } from '../../../../contracts/contact';
import { CONTACT_MESSAGES } from '../../../../contracts/contact-rules';

export type ContactProblems = Partial<Record<ContactField, string>>;

/** The order of the form's fields: the first problem in it is the one toasted and focused. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

const MISSING = new Set<string>([CONTACT_MESSAGES.nameMissing, CONTACT_MESSAGES.emailMissing, CONTACT_MESSAGES.messageMissing]);

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
