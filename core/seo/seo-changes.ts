/** The on-page facts whose change between two checks is worth telling (a subset of the snapshot's). */
export interface ComparableOnPage {
  title: string | null;
  metaDescription: string | null;
  isMobileFriendly: 'yes' | 'no' | 'unknown';
  canonical: string | null;
  noindex: boolean;
  h1: readonly string[];
}

export type SeoChangeField = 'title' | 'metaDescription' | 'isMobileFriendly' | 'canonical' | 'noindex' | 'h1';

export interface SeoChange {
  field: SeoChangeField;
  before: string | null;
  after: string | null;
}

const text = (value: string | null) => value ?? null;

/** Each field as a comparable string: the first h1 only (the one that matters), noindex as "yes"/"no". */
const READ: Record<SeoChangeField, (page: ComparableOnPage) => string | null> = {
  title: (page) => text(page.title),
  metaDescription: (page) => text(page.metaDescription),
  isMobileFriendly: (page) => page.isMobileFriendly,
  canonical: (page) => text(page.canonical),
  noindex: (page) => (page.noindex ? 'yes' : 'no'),
  h1: (page) => page.h1[0] ?? null,
};

/**
 * What changed on a page between the previous check's snapshot and this one, in a fixed order (title first).
 * An unknown mobile verdict on either side is not a change: it means the page could not be judged, not that
 * it changed.
 */
export function seoChanges(before: ComparableOnPage, after: ComparableOnPage): SeoChange[] {
  const changes: SeoChange[] = [];
  for (const field of Object.keys(READ) as SeoChangeField[]) {
    const was = READ[field](before);
    const now = READ[field](after);
    if (was === now) continue;
    if (field === 'isMobileFriendly' && (was === 'unknown' || now === 'unknown')) continue;
    changes.push({ field, before: was, after: now });
  }
  return changes;
}

/** As written mid-sentence; the first of a list gets a capital. */
const FIELD_NAMES: Record<SeoChangeField, string> = {
  title: 'title',
  metaDescription: 'meta description',
  isMobileFriendly: 'mobile-friendliness',
  canonical: 'canonical URL',
  noindex: 'indexing',
  h1: 'H1 heading',
};

/**
 * History's one line about a check's page: "Title changed since the last check", "Title and meta description
 * changed since the last check", "Title, H1 heading and indexing changed …". Null when nothing changed.
 */
export function seoChangesSentence(fields: readonly SeoChangeField[]): string | null {
  if (fields.length === 0) return null;
  const names = fields.map((field) => FIELD_NAMES[field]);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} changed since the last check`;
}
