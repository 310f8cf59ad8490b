import { describe, expect, it } from 'vitest';
import type { Device } from '../search/devices';
import type { SearchEngine } from '../search/engines';
import { estimateSearches, runsPerMonth, searchesPerRun, type SearchEstimate } from './estimate-searches';
import type { IntervalType } from './schedule-timing';

describe('runsPerMonth', () => {
  it.each<[IntervalType, number, number]>([
    ['hourly', 1, 730.5],
    ['hourly', 6, 121.75],
    ['daily', 1, 30.4375],
    ['daily', 2, 15.21875],
    ['weekly', 1, 4.348],
    ['weekly', 2, 2.174],
    ['monthly', 1, 1],
    ['monthly', 3, 0.333],
  ])('%s every %i: %f runs a month', (type, n, runs) => {
    expect(runsPerMonth(type, n)).toBeCloseTo(runs, 3);
  });
});

describe('searchesPerRun', () => {
  it.each<[SearchEngine, Device, (number | null)[], number, string]>([
    ['google', 'desktop', [3], 1, 'on the first page'],
    ['google', 'desktop', [10], 1, 'last on the first page'],
    ['google', 'desktop', [11], 2, 'first of page two'],
    ['google', 'desktop', [45], 5, 'pages through #50'],
    ['google', 'desktop', [95], 10, 'the last page'],
    ['google', 'desktop', [100], 10, '#100'],
    ['google', 'desktop', [0], 10, 'not found last time: the full scan'],
    ['google', 'desktop', [null], 10, 'never checked: the full scan'],
    ['google', 'desktop', [45, 12, 30], 5, 'competitors ride on the same pages'],
    ['google', 'desktop', [5, 62], 7, 'a deeper competitor takes the scan deeper'],
    ['google', 'desktop', [5, 0], 10, 'a competitor not found needs the full scan'],
    ['yahoo', 'desktop', [null], 15, 'Yahoo pages hold about 7'],
    ['yahoo', 'desktop', [15], 3, 'Yahoo #15: three pages of 7'],
    ['duckduckgo', 'desktop', [26], 3, 'DuckDuckGo: 10, then 15 a page'],
    ['duckduckgo', 'desktop', [null], 7, 'DuckDuckGo full scan'],
    ['baidu', 'desktop', [60], 2, 'Baidu desktop: 50 a page'],
    ['baidu', 'mobile', [60], 6, 'Baidu mobile: 10 a page'],
    ['yandex', 'desktop', [21], 3, 'Yandex numbered pages of 10'],
  ])('%s %s, last ranks %j: %i (%s)', (engine, device, ranks, expected) => {
    expect(searchesPerRun(engine, device, ranks)).toBe(expected);
  });
});

describe('estimateSearches', () => {
  it.each<[IntervalType, number, SearchEngine, (number | null)[], SearchEstimate]>([
    ['daily', 1, 'google', [45], { runsPerMonth: 30.44, searchesPerRun: 5, searchesPerMonth: 153, overviewSearchesPerMonth: 31 }],
    ['daily', 1, 'google', [null], { runsPerMonth: 30.44, searchesPerRun: 10, searchesPerMonth: 305, overviewSearchesPerMonth: 31 }],
    ['hourly', 1, 'google', [4], { runsPerMonth: 730.5, searchesPerRun: 1, searchesPerMonth: 731, overviewSearchesPerMonth: 731 }],
    ['hourly', 1, 'google', [0], { runsPerMonth: 730.5, searchesPerRun: 10, searchesPerMonth: 7305, overviewSearchesPerMonth: 731 }],
    ['weekly', 1, 'google', [8, 2], { runsPerMonth: 4.35, searchesPerRun: 1, searchesPerMonth: 5, overviewSearchesPerMonth: 5 }],
    ['monthly', 1, 'bing', [25], { runsPerMonth: 1, searchesPerRun: 3, searchesPerMonth: 3, overviewSearchesPerMonth: 0 }],
    ['monthly', 3, 'google', [1], { runsPerMonth: 0.33, searchesPerRun: 1, searchesPerMonth: 1, overviewSearchesPerMonth: 1 }],
  ])('%s every %i on %s, last ranks %j -> %j', (intervalType, intervalValue, searchEngine, lastRanks, expected) => {
    expect(estimateSearches({ intervalType, intervalValue, searchEngine, device: 'desktop', lastRanks })).toEqual(expected);
  });

  it('adds one search a run for each AI answer engine sampled', () => {
    expect(estimateSearches({ intervalType: 'daily', intervalValue: 1, searchEngine: 'google', device: 'desktop', lastRanks: [45], aiAnswerEngines: 2 })).toMatchObject({
      searchesPerRun: 7,
      searchesPerMonth: 214,
    });
  });
});
