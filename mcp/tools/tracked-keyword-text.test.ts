import { describe, expect, it } from 'vitest';
import type { ScheduledCheck } from '../../contracts/scheduled-check';
import { monthlySearches, trackedKeywordLine } from './tracked-keyword-text';

const BASE: ScheduledCheck = {
  id: '7',
  websiteUrl: 'example.com',
  keyword: 'trail shoes',
  location: 'de',
  searchEngine: 'bing',
  device: 'desktop',
  competitorUrls: [],
  intervalType: 'daily',
  intervalValue: 1,
  customSchedule: null,
  isActive: true,
  nextCheckAt: '2026-11-25T08:00:00.000Z',
  lastRunAt: null,
  lastStatus: null,
  lastError: null,
  lastRank: null,
  previousRank: null,
  estimatedSearchesPerMonth: 305,
  createdAt: '2026-11-24T09:00:00.000Z',
};

describe('trackedKeywordLine', () => {
  it.each<[string, Partial<ScheduledCheck>, string]>([
    [
      'a new schedule',
      {},
      '- [id 7] example.com · "trail shoes" · Bing · Germany · desktop · every day, next 2026-11-25 08:00 UTC · not checked yet · about 305 searches a month',
    ],
    [
      'a paused one with competitors, its last run and its move',
      { isActive: false, competitorUrls: ['a.com'], intervalType: 'weekly', intervalValue: 2, lastRank: 4, previousRank: 9, lastRunAt: '2026-11-20T08:00:00.000Z', lastStatus: 'succeeded' },
      '- [id 7] example.com · "trail shoes" · Bing · Germany · desktop · competitors a.com · every 2 weeks, paused · last #4 (page 1) on 2026-11-20 08:00 UTC · Up 5 from #9 · about 305 searches a month',
    ],
    [
      'a failed run with its reason',
      { lastStatus: 'failed', lastError: 'The search provider did not answer.', estimatedSearchesPerMonth: 1 },
      '- [id 7] example.com · "trail shoes" · Bing · Germany · desktop · every day, next 2026-11-25 08:00 UTC · not checked yet · about 1 search a month · last run failed: The search provider did not answer.',
    ],
  ])('%s', (_name, change, line) => {
    expect(trackedKeywordLine({ ...BASE, ...change })).toBe(line);
  });
});

describe('monthlySearches', () => {
  it('adds up the active schedules only', () => {
    expect(monthlySearches([BASE, { ...BASE, estimatedSearchesPerMonth: 9 }, { ...BASE, isActive: false }])).toBe(314);
    expect(monthlySearches([])).toBe(0);
  });
});
