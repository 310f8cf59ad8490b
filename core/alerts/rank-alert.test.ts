import { describe, expect, it } from 'vitest';
import { rankAlert, rankAlertText } from './rank-alert';

describe('rankAlert', () => {
  it.each([
    // rank, previous, expected
    [5, 8, { kind: 'improved', change: 3 }],
    [20, 12, { kind: 'dropped', change: -8 }],
    [11, 10, { kind: 'dropped', change: -1 }],
    [4, 11, { kind: 'milestone', milestone: 10, change: 7 }],
    [10, 11, { kind: 'milestone', milestone: 10, change: 1 }],
    [3, 4, { kind: 'milestone', milestone: 3, change: 1 }],
    [1, 3, { kind: 'improved', change: 2 }],
    [2, 12, { kind: 'milestone', milestone: 3, change: 10 }],
    [9, 10, { kind: 'improved', change: 1 }],
  ] as const)('#%i after #%i', (rank, previous, expected) => {
    expect(rankAlert(rank, previous)).toEqual({ rank, previousRank: previous, ...expected });
  });

  it.each([
    [7, 7],
    [0, 7],
    [7, 0],
    [-1, 5],
    [5, -1],
    [3, null],
  ] as const)('nothing for #%s after %s (unchanged, not found, or nothing before)', (rank, previous) => {
    expect(rankAlert(rank, previous)).toBeNull();
  });
});

describe('rankAlertText', () => {
  it('says what happened, with the ranks as #N', () => {
    expect(rankAlertText(rankAlert(8, 15)!, 'running shoes', 'example.com')).toEqual({
      title: 'Top 10 reached',
      message: '“running shoes” for example.com entered the top 10: now #8, up from #15.',
    });
    expect(rankAlertText(rankAlert(20, 12)!, 'shoes', 'example.com').message).toBe('“shoes” for example.com moved down 8 to #20 (was #12).');
    expect(rankAlertText(rankAlert(5, 8)!, 'shoes', 'example.com').title).toBe('Ranking improved');
  });
});
