import { describe, expect, it } from 'vitest';
import { seoChanges, seoChangesSentence, type ComparableOnPage } from './seo-changes';

const page: ComparableOnPage = {
  title: 'Running shoes | Shop',
  metaDescription: 'The best running shoes.',
  isMobileFriendly: 'yes',
  canonical: 'https://shop.example/running',
  noindex: false,
  h1: ['Running shoes', 'More'],
};

describe('seoChanges', () => {
  it('finds nothing when the page is the same', () => {
    expect(seoChanges(page, { ...page, h1: ['Running shoes'] })).toEqual([]);
  });

  it('lists each changed field with before and after, title first', () => {
    const after = { ...page, noindex: true, title: 'Trail shoes | Shop', metaDescription: null };
    expect(seoChanges(page, after)).toEqual([
      { field: 'title', before: 'Running shoes | Shop', after: 'Trail shoes | Shop' },
      { field: 'metaDescription', before: 'The best running shoes.', after: null },
      { field: 'noindex', before: 'no', after: 'yes' },
    ]);
  });

  it('compares the first h1 and the canonical', () => {
    expect(seoChanges(page, { ...page, h1: ['Shoes'], canonical: null })).toEqual([
      { field: 'canonical', before: 'https://shop.example/running', after: null },
      { field: 'h1', before: 'Running shoes', after: 'Shoes' },
    ]);
  });

  it('does not call an unknown mobile verdict a change, but yes to no is one', () => {
    expect(seoChanges(page, { ...page, isMobileFriendly: 'unknown' })).toEqual([]);
    expect(seoChanges(page, { ...page, isMobileFriendly: 'no' })).toEqual([{ field: 'isMobileFriendly', before: 'yes', after: 'no' }]);
  });
});

describe('seoChangesSentence', () => {
  it.each([
    [[], null],
    [['title'], 'Title changed since the last check'],
    [['title', 'metaDescription'], 'Title and meta description changed since the last check'],
    [['title', 'h1', 'noindex'], 'Title, H1 heading and indexing changed since the last check'],
    [['canonical'], 'Canonical URL changed since the last check'],
  ] as const)('%j → %s', (fields, sentence) => {
    expect(seoChangesSentence(fields)).toBe(sentence);
  });
});
