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
