import { describe, expect, it } from 'vitest';
import { rankChange, summarizeKeywords } from './keyword-summary';
import { reportCheck } from './report-check-fixture';
import type { ReportCheck } from './report-input';

function check(keyword: string, rank: number, iso: string, extra: Partial<ReportCheck> = {}): ReportCheck {
  return reportCheck({ keyword, rank, checkedAt: new Date(iso), ...extra });
}

describe('rankChange', () => {
  it.each([
    [12, 4, 8],
    [4, 12, -8],
    [7, 7, 0],
    [0, 0, 0],
    [0, 100, 1],
    [0, 1, 100],
    [1, 0, -100],
  ])('%i -> %i is %i', (first, last, expected) => {
    expect(rankChange(first, last)).toBe(expected);
  });
});

describe('summarizeKeywords', () => {
  it('first, last and best rank over time, whatever order the checks come in', () => {
    const [summary] = summarizeKeywords([
      check('shoes', 9, '2026-05-03T10:00:00Z'),
      check('shoes', 20, '2026-05-01T10:00:00Z'),
      check('shoes', 0, '2026-05-02T10:00:00Z'),
      check('shoes', 4, '2026-05-02T12:00:00Z'),
    ]);
    expect(summary).toEqual({
      keyword: 'shoes',
      engine: 'google',
      location: 'us',
      device: 'desktop',
      checks: 4,
      simulated: false,
      firstRank: 20,
      lastRank: 9,
      bestRank: 4,
      change: 11,
    });
  });

  it('a query never found has no best rank and no change', () => {
    expect(summarizeKeywords([check('a', 0, '2026-05-01T00:00:00Z'), check('a', 0, '2026-05-02T00:00:00Z')])[0]).toMatchObject({
      bestRank: null,
      change: 0,
      firstRank: 0,
      lastRank: 0,
    });
  });

  it('a single check: first = last, change 0', () => {
    expect(summarizeKeywords([check('a', 6, '2026-05-01T00:00:00Z')])[0]).toMatchObject({ checks: 1, firstRank: 6, lastRank: 6, bestRank: 6, change: 0 });
  });

  it('checks at the same instant keep their input order (the caller orders by id)', () => {
    const at = '2026-05-01T00:00:00Z';
    expect(summarizeKeywords([check('a', 5, at), check('a', 8, at)])[0]).toMatchObject({ firstRank: 5, lastRank: 8 });
  });

  it('keyword, engine, location and device each make their own query, ordered by keyword, engine, location, device', () => {
    const at = '2026-05-01T00:00:00Z';
    const keys = summarizeKeywords([
      check('b', 1, at),
      check('a', 1, at, { device: 'mobile' }),
      check('a', 1, at, { location: 'gb' }),
      check('a', 1, at, { engine: 'bing' }),
      check('a', 1, at),
    ]).map((k) => `${k.keyword}/${k.engine}/${k.location}/${k.device}`);
    expect(keys).toEqual(['a/bing/us/desktop', 'a/google/gb/desktop', 'a/google/us/desktop', 'a/google/us/mobile', 'b/google/us/desktop']);
  });

  it('desktop and mobile ranks of one keyword never mix', () => {
    const [desktop, mobile] = summarizeKeywords([
      check('a', 3, '2026-05-01T00:00:00Z'),
      check('a', 30, '2026-05-01T00:00:00Z', { device: 'mobile' }),
      check('a', 5, '2026-05-02T00:00:00Z'),
      check('a', 20, '2026-05-02T00:00:00Z', { device: 'mobile' }),
    ]);
    expect(desktop).toMatchObject({ device: 'desktop', checks: 2, firstRank: 3, lastRank: 5, change: -2 });
    expect(mobile).toMatchObject({ device: 'mobile', checks: 2, firstRank: 30, lastRank: 20, change: 10 });
  });

  it.each([
    { name: 'no simulated check', simulated: [false, false], expected: false },
    { name: 'only the first simulated', simulated: [true, false], expected: true },
    { name: 'only the last simulated', simulated: [false, true], expected: true },
    { name: 'all simulated', simulated: [true, true], expected: true },
  ])('simulated when any check was: $name', ({ simulated, expected }) => {
    const checks = simulated.map((s, day) => check('a', 5, `2026-05-0${day + 1}T00:00:00Z`, { simulated: s }));
    expect(summarizeKeywords(checks)[0]?.simulated).toBe(expected);
  });

  it('nothing in, nothing out', () => {
    expect(summarizeKeywords([])).toEqual([]);
  });
});
