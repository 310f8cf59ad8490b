import { siteKey } from './site-key';

/**
 * The checker's competitor fields with suggested competitors filled in (spec §6): empty fields take the
 * suggestions in order, what the user typed is never replaced, and a suggestion already in a field (in any
 * spelling) is not added twice.
 * @example fillCompetitorFields(['', 'b.com', ''], ['a.com', 'www.b.com', 'c.com']) // ['a.com', 'b.com', 'c.com']
 */
export function fillCompetitorFields(fields: readonly string[], suggestions: readonly string[]): string[] {
  const present = new Set(fields.filter((f) => f.trim() !== '').map(siteKey));
  const waiting = suggestions.filter((url) => !present.has(siteKey(url)));
  return fields.map((field) => (field.trim() === '' ? (waiting.shift() ?? field) : field));
}
