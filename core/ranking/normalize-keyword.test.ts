import { describe, expect, it } from 'vitest';
import { normalizeKeyword, stripLeadingSpaces } from './normalize-keyword';

describe('stripLeadingSpaces', () => {
  it.each([
    ['  seo tools', 'seo tools'],
    ['seo tools  ', 'seo tools  '],
    ['\t\n seo', 'seo'],
    ['seo ', 'seo '],
    ['   ', ''],
    ['', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(stripLeadingSpaces(raw)).toBe(expected);
  });
});

describe('normalizeKeyword', () => {
  it.each([
    ['seo tools', 'seo tools'],
    ['  seo tools', 'seo tools'],
    ['seo tools   ', 'seo tools'],
    ['seo tools___', 'seo tools'],
    ['seo _ _', 'seo'],
    ['seo_ _\t', 'seo'],
    ['  best   coffee \t beans  ', 'best coffee beans'],
    ['snake_case keyword', 'snake_case keyword'],
    ['_leading underscore', '_leading underscore'],
    ['caf\u00e9\u00a0', 'caf\u00e9'],
    ['___', ''],
    ['   ', ''],
    ['', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeKeyword(raw)).toBe(expected);
  });
});
