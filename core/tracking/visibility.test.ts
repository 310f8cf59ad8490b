import { describe, expect, it } from 'vitest';
import { CLICK_SHARES, clickShare, clickThroughRate } from './click-share';
import { shareOfVoice, visibilityFromShares, visibilityPercent } from './visibility';

describe('clickThroughRate', () => {
  it.each([
    [1, 28.5],
    [2, 15.7],
    [3, 11.0],
    [4, 8.0],
    [5, 7.2],
    [6, 5.1],
    [7, 4.0],
    [8, 3.2],
    [9, 2.8],
    [10, 2.5],
    [11, 0.9],
    [12, 0.765],
    [20, 0.9 * 0.85 ** 9],
    [100, 0.9 * 0.85 ** 89],
    [0, 0],
    [101, 0],
    [-3, 0],
    [2.5, 0],
  ])('#%s gets %s%% of the clicks', (rank, ctr) => {
    expect(clickThroughRate(rank)).toBeCloseTo(ctr, 10);
  });

  it('never rises with the position', () => {
    for (let rank = 2; rank <= 100; rank++) expect(clickThroughRate(rank)).toBeLessThan(clickThroughRate(rank - 1));
  });
});

describe('clickShare', () => {
  it('is 1 at #1 and the CTR relative to #1 below it', () => {
    expect(clickShare(1)).toBe(1);
    expect(clickShare(2)).toBeCloseTo(15.7 / 28.5, 10);
    expect(clickShare(0)).toBe(0);
  });

  it('is listed for SQL as a 1-based array of 100', () => {
    expect(CLICK_SHARES).toHaveLength(100);
    expect(CLICK_SHARES[0]).toBe(1);
    expect(CLICK_SHARES[9]).toBeCloseTo(2.5 / 28.5, 10);
  });
});

describe('visibilityPercent', () => {
  it.each([
    ['#1 everywhere', [1, 1, 1], 100],
    ['nowhere', [0, 0], 0],
    ['#1 and not found', [1, 0], 50],
    ['#1, #3 and #10', [1, 3, 10], (100 * (1 + 11 / 28.5 + 2.5 / 28.5)) / 3],
    ['#2 and #4', [2, 4], (100 * (15.7 / 28.5 + 8 / 28.5)) / 2],
  ])('%s', (_name, ranks, expected) => {
    expect(visibilityPercent(ranks.map((rank) => ({ rank })))).toBeCloseTo(expected, 10);
  });

  it('is unknown before any query is checked', () => {
    expect(visibilityPercent([])).toBeNull();
    expect(visibilityFromShares(0, 0)).toBeNull();
  });

  it('is the same from stored sums', () => {
    expect(visibilityFromShares(1 + 11 / 28.5, 2)).toBeCloseTo(visibilityPercent([{ rank: 1 }, { rank: 3 }]) ?? -1, 10);
  });
});

describe('shareOfVoice', () => {
  it('splits the clicks between the site and its competitors', () => {
    // Site #1 on one query (1), rival #1 on another (1) and #3 on the first (11/28.5).
    const rival = 1 + 11 / 28.5;
    const share = shareOfVoice(1, { 'rival.com': rival, 'other.com': 0 });
    expect(share?.site).toBeCloseTo((100 * 1) / (1 + rival), 10);
    expect(share?.competitors['rival.com']).toBeCloseTo((100 * rival) / (1 + rival), 10);
    expect(share?.competitors['other.com']).toBe(0);
  });

  it('is the whole voice without competitors, and unknown when nobody ranks', () => {
    expect(shareOfVoice(0.4, {})).toEqual({ site: 100, competitors: {} });
    expect(shareOfVoice(0, { 'rival.com': 0 })).toBeNull();
  });
});
