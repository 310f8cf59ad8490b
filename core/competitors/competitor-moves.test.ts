import { describe, expect, it } from 'vitest';
import { competitorMoves, competitorMoveText, tracksQuery, type TrackedCompetitor } from './competitor-moves';

const rival = (overrides: Partial<TrackedCompetitor> = {}): TrackedCompetitor => ({
  url: 'rival.com',
  keywords: ['running shoes'],
  locations: ['us'],
  searchEngines: ['google'],
  notificationPreferences: { rankChange: true, milestone: true },
  ...overrides,
});
const query = { keyword: 'running shoes', searchEngine: 'google', location: 'us' };

describe('tracksQuery', () => {
  it.each([
    { name: 'its keyword, engine and location', change: {}, q: query, expected: true },
    { name: 'a keyword containing its keyword', change: {}, q: { ...query, keyword: 'best running shoes' }, expected: true },
    { name: 'another keyword', change: {}, q: { ...query, keyword: 'boots' }, expected: false },
    { name: 'no keywords: any keyword', change: { keywords: [] }, q: { ...query, keyword: 'boots' }, expected: true },
    { name: 'another engine', change: {}, q: { ...query, searchEngine: 'bing' }, expected: false },
    { name: 'another location', change: {}, q: { ...query, location: 'gb' }, expected: false },
    { name: 'one of its locations', change: { locations: ['gb', 'us'] }, q: query, expected: true },
  ])('$name: $expected', ({ change, q, expected }) => {
    expect(tracksQuery(rival(change), q)).toBe(expected);
  });
});

describe('competitorMoves', () => {
  const moves = (rank: number, previousRank: number | null, tracked = [rival()]) =>
    competitorMoves(tracked, query, [{ url: 'rival.com', rank }], previousRank === null ? null : [{ url: 'rival.com', rank: previousRank }]);

  it.each([
    { name: 'moved up', rank: 5, before: 8, expected: [{ kind: 'improved', rank: 5, previousRank: 8, change: 3 }] },
    { name: 'moved down', rank: 12, before: 8, expected: [{ kind: 'dropped', rank: 12, previousRank: 8, change: -4 }] },
    { name: 'entered the top 10', rank: 9, before: 15, expected: [{ kind: 'milestone', milestone: 10, rank: 9, change: 6 }] },
    { name: 'entered the top 3 (over the top 10)', rank: 2, before: 15, expected: [{ kind: 'milestone', milestone: 3 }] },
    { name: 'no change', rank: 8, before: 8, expected: [] },
    { name: 'not found now', rank: 0, before: 8, expected: [] },
    { name: 'not found before', rank: 8, before: 0, expected: [] },
    { name: 'not in the previous check', rank: 8, before: null, expected: [] },
  ])('$name', ({ rank, before, expected }) => {
    const result = moves(rank, before);
    expect(result).toHaveLength(expected.length);
    expected.forEach((move, i) => expect(result[i]).toMatchObject({ url: 'rival.com', ...move }));
  });

  it('follows the competitor’s preferences', () => {
    const only = (rankChange: boolean, milestone: boolean) => [rival({ notificationPreferences: { rankChange, milestone } })];
    expect(moves(9, 15, only(true, false))).toEqual([{ kind: 'improved', url: 'rival.com', rank: 9, previousRank: 15, change: 6 }]);
    expect(moves(5, 8, only(false, true))).toEqual([]);
    expect(moves(9, 15, only(false, true))).toMatchObject([{ kind: 'milestone', milestone: 10 }]);
    expect(moves(9, 15, only(false, false))).toEqual([]);
  });

  it('says nothing of untracked competitors, or of checks the competitor is not tracked for', () => {
    expect(moves(5, 8, [rival({ url: 'other.com' })])).toEqual([]);
    expect(moves(5, 8, [rival({ searchEngines: ['bing'] })])).toEqual([]);
  });
});

describe('competitorMoveText', () => {
  it.each([
    {
      move: { kind: 'improved', url: 'rival.com', rank: 5, previousRank: 8, change: 3 } as const,
      title: 'Competitor moved up',
      message: 'rival.com moved up 3 to #5 for “shoes” (was #8).',
    },
    {
      move: { kind: 'dropped', url: 'rival.com', rank: 12, previousRank: 8, change: -4 } as const,
      title: 'Competitor dropped',
      message: 'rival.com moved down 4 to #12 for “shoes” (was #8).',
    },
    {
      move: { kind: 'milestone', url: 'rival.com', milestone: 10, rank: 9, previousRank: 15, change: 6 } as const,
      title: 'Competitor entered the top 10',
      message: 'rival.com entered the top 10 for “shoes”: now #9, up from #15.',
    },
  ])('$title', ({ move, title, message }) => {
    expect(competitorMoveText(move, 'shoes')).toEqual({ title, message });
  });
});
