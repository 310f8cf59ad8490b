import { describe, expect, it } from 'vitest';
import { rankChange, type KeywordSummary } from './keyword-summary';
import { topTransitions } from './top-transitions';

function q(keyword: string, first: number, last: number, checks = 2): KeywordSummary {
  const change = rankChange(first, last);
  const query = { keyword, engine: 'google', location: 'us', device: 'desktop' } as const;
  return { ...query, checks, simulated: false, firstRank: first, lastRank: last, bestRank: null, change };
}

type Case = { name: string; top: 3 | 10; first: number; last: number; checks?: number; move: 'entered' | 'left' | null };

describe('topTransitions for one query', () => {
  const cases: Case[] = [
    { name: 'top 10: 11 -> 10 entered', top: 10, first: 11, last: 10, move: 'entered' },
    { name: 'top 10: not found -> 1 entered', top: 10, first: 0, last: 1, move: 'entered' },
    { name: 'top 10: 55 -> 9 entered', top: 10, first: 55, last: 9, move: 'entered' },
    { name: 'top 10: 10 -> 11 left', top: 10, first: 10, last: 11, move: 'left' },
    { name: 'top 10: 1 -> not found left', top: 10, first: 1, last: 0, move: 'left' },
    { name: 'top 10: 4 -> 8 stayed inside', top: 10, first: 4, last: 8, move: null },
    { name: 'top 10: 8 -> 4 stayed inside', top: 10, first: 8, last: 4, move: null },
    { name: 'top 10: 15 -> 11 stayed outside', top: 10, first: 15, last: 11, move: null },
    { name: 'top 10: not found throughout', top: 10, first: 0, last: 0, move: null },
    { name: 'top 10: one check inside neither enters nor leaves', top: 10, first: 5, last: 5, checks: 1, move: null },
    { name: 'top 10: one check outside neither enters nor leaves', top: 10, first: 40, last: 40, checks: 1, move: null },
    { name: 'top 3: 4 -> 3 entered', top: 3, first: 4, last: 3, move: 'entered' },
    { name: 'top 3: not found -> 2 entered', top: 3, first: 0, last: 2, move: 'entered' },
    { name: 'top 3: 3 -> 4 left', top: 3, first: 3, last: 4, move: 'left' },
    { name: 'top 3: 1 -> not found left', top: 3, first: 1, last: 0, move: 'left' },
    { name: 'top 3: 1 -> 3 stayed inside', top: 3, first: 1, last: 3, move: null },
    { name: 'top 3: 9 -> 4 moved up but stayed outside', top: 3, first: 9, last: 4, move: null },
    { name: 'top 3: one check at 1 neither enters nor leaves', top: 3, first: 1, last: 1, checks: 1, move: null },
  ];
  it.each(cases)('$name', ({ top, first, last, checks, move }) => {
    const result = topTransitions([q('k', first, last, checks)], top);
    expect(result.entered.length).toBe(move === 'entered' ? 1 : 0);
    expect(result.left.length).toBe(move === 'left' ? 1 : 0);
  });
});

describe('topTransitions over several queries', () => {
  const keywords = [q('zeta', 12, 2), q('alpha', 15, 9), q('beta', 2, 14), q('gamma', 5, 3), q('delta', 3, 0), q('eps', 20, 20)];
  const names = (list: KeywordSummary[]) => list.map((k) => k.keyword);

  it('top 10: entered and left, ordered by keyword', () => {
    const { entered, left } = topTransitions(keywords, 10);
    expect(names(entered)).toEqual(['alpha', 'zeta']);
    expect(names(left)).toEqual(['beta', 'delta']);
  });

  it('top 3: a different set from the same queries', () => {
    const { entered, left } = topTransitions(keywords, 3);
    expect(names(entered)).toEqual(['gamma', 'zeta']);
    expect(names(left)).toEqual(['beta', 'delta']);
  });
});
