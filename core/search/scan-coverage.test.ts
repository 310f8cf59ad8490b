import { describe, expect, it } from 'vitest';
import type { EnginePaging } from './paging';
import { assembleScan, planWave, type FetchedPage } from './scan-coverage';

const GOOGLE: EnginePaging = { kind: 'offset', firstSize: 10, laterSize: 10 };
const DDG: EnginePaging = { kind: 'offset', firstSize: 10, laterSize: 15 };
const YANDEX: EnginePaging = { kind: 'page', firstSize: 10, laterSize: 10 };

/** A page of the engine's result index: entries are named by their index, so positions are easy to read. */
function offsetPage(start: number, held: number, ended = false): FetchedPage<string> {
  return { start, entries: Array.from({ length: held }, (_, i) => `r${start + i}`), ended };
}
const byName = (entry: string) => entry;

describe('assembleScan, offset engines', () => {
  it('joins pages of any size with no gap and no overlap', () => {
    const pages = [offsetPage(0, 10), offsetPage(10, 15), offsetPage(25, 15)];
    const { sequence, complete, nextStart } = assembleScan(DDG, pages, byName);
    expect(sequence).toEqual(Array.from({ length: 40 }, (_, i) => `r${i}`));
    expect(complete).toBe(false);
    expect(nextStart).toBe(40);
  });

  it('stops at the first gap: a short page leaves the rest unread until it is filled', () => {
    const pages = [offsetPage(0, 10), offsetPage(10, 12), offsetPage(25, 15)];
    const gap = assembleScan(DDG, pages, byName);
    expect(gap.sequence).toHaveLength(22);
    expect(gap.nextStart).toBe(22);
    const filled = assembleScan(DDG, [...pages, offsetPage(22, 15)], byName);
    expect(filled.sequence).toEqual(Array.from({ length: 40 }, (_, i) => `r${i}`));
  });

  it('counts an overlapping index once, and the same URL seen again is an overlap, not a new position', () => {
    const overlap = assembleScan(GOOGLE, [offsetPage(0, 10), offsetPage(5, 10)], byName);
    expect(overlap.sequence).toEqual(Array.from({ length: 15 }, (_, i) => `r${i}`));
    const repeated: FetchedPage<string>[] = [
      { start: 0, entries: ['a', 'b', 'c'], ended: false },
      { start: 3, entries: ['c', 'd'], ended: false },
    ];
    expect(assembleScan(GOOGLE, repeated, byName).sequence).toEqual(['a', 'b', 'c', 'd']);
  });

  it('entries without an identity always count (a result without a link still takes its place)', () => {
    const pages: FetchedPage<string | null>[] = [{ start: 0, entries: [null, 'a', null], ended: true }];
    expect(assembleScan(GOOGLE, pages, (e) => e).sequence).toEqual([null, 'a', null]);
  });

  it('a short page is the end only when the engine says so', () => {
    expect(assembleScan(GOOGLE, [offsetPage(0, 7)], byName)).toMatchObject({ complete: false, nextStart: 7 });
    expect(assembleScan(GOOGLE, [offsetPage(0, 7, true)], byName)).toMatchObject({ complete: true, nextStart: 7 });
    expect(assembleScan(GOOGLE, [offsetPage(0, 10), offsetPage(10, 0, true)], byName)).toMatchObject({ complete: true });
  });
});

describe('assembleScan, page engines', () => {
  it('numbers positions from what earlier pages held', () => {
    const pages: FetchedPage<string>[] = [
      { start: 1, entries: ['k', 'l'], ended: false },
      { start: 0, entries: ['a', 'b', 'c'], ended: false },
      { start: 3, entries: ['z'], ended: false },
    ];
    const { sequence, nextStart } = assembleScan(YANDEX, pages, byName);
    expect(sequence).toEqual(['a', 'b', 'c', 'k', 'l']);
    expect(nextStart).toBe(2);
  });
});

describe('planWave', () => {
  it.each<[string, EnginePaging, FetchedPage<string>[], number, number[]]>([
    ['first wave: one request', GOOGLE, [], 1, [0]],
    ['Google to 40 after page 1', GOOGLE, [offsetPage(0, 10)], 40, [10, 20, 30]],
    ['Google page 1 held 9: the next starts at 9', GOOGLE, [offsetPage(0, 9)], 40, [9, 19, 29, 39]],
    ['DuckDuckGo 10 then 15s to 40', DDG, [offsetPage(0, 10)], 40, [10, 25]],
    ['DuckDuckGo to 100', DDG, [offsetPage(0, 10), offsetPage(10, 15), offsetPage(25, 15)], 100, [40, 55, 70, 85]],
    ['a short page: only the gap is filled', DDG, [offsetPage(0, 10), offsetPage(10, 12), offsetPage(25, 15)], 40, [22]],
    ['nothing past a page that ended', DDG, [offsetPage(0, 10), offsetPage(10, 12), offsetPage(25, 3, true)], 100, [22]],
    ['Yandex pages by number', YANDEX, [{ start: 0, entries: ['a'], ended: false }], 25, [1, 2, 3]],
  ])('%s', (_name, paging, pages, until, expected) => {
    expect(planWave(paging, pages, assembleScan(paging, pages, byName), until)).toEqual(expected);
  });

  it('plans nothing once the engine ran out', () => {
    const pages = [offsetPage(0, 4, true)];
    expect(planWave(GOOGLE, pages, assembleScan(GOOGLE, pages, byName), 100)).toEqual([]);
  });
});
