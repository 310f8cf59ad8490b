import { contactRequestSchema, type ContactField, type ContactRequest } from '../../../../contracts/contact';
import type { ContactProblems } from './contact-problems';

// Loaded when the visitor first uses the form (see contact-form.tsx): the schema library is not part of the
// page's first load.

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
