import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json';

describe('sameJson', () => {
  it('holds for equal data in different objects', () => {
    const row = () => ({ id: 'a', rank: 3, tags: ['blog', 'priority'], sparkline: { from: '2026-11-01', ranks: [4, null, 3] }, url: null });
    expect(sameJson(row(), row())).toBe(true);
    expect(sameJson([1, 'x', null], [1, 'x', null])).toBe(true);
  });

  it.each([
    ['a value', { rank: 3 }, { rank: 4 }],
    ['null against a number', { rank: null }, { rank: 0 }],
    ['a nested array item', { s: { ranks: [1, 2] } }, { s: { ranks: [1, 3] } }],
    ['an array length', { tags: ['a'] }, { tags: ['a', 'b'] }],
    ['a missing key', { a: 1, b: undefined }, { a: 1, c: undefined }],
    ['an extra key', { a: 1 }, { a: 1, b: 2 }],
    ['an array against an object', { t: [] }, { t: {} }],
  ])('tells %s apart', (_name, a, b) => {
    expect(sameJson(a, b)).toBe(false);
  });
});
