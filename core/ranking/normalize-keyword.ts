/** As typed: strip leading whitespace only, so the field still lets the user type a space between words. */
export function stripLeadingSpaces(raw: string): string {
  return raw.replace(/^\s+/u, '');
}

/**
 * Stored/searched form of a keyword: leading whitespace stripped; trailing whitespace and underscores removed
 * (repeatedly: `"seo _ _"` -> `"seo"`), inner runs of whitespace collapsed to one space. The spec stores
 * keywords with trailing underscores and spaces stripped, and engines treat runs of spaces as one.
 */
export function normalizeKeyword(raw: string): string {
  return stripLeadingSpaces(raw)
    .replace(/[\s_]+$/u, '')
    .replace(/\s+/gu, ' ');
}
