import { describe, expect, it } from 'vitest';
import { makeScheduledCheck } from '../testing/schedule-fakes';
import { groupBySite, type ScheduleSort } from './group-schedules';

const items = [
  makeScheduledCheck({ id: '1', websiteUrl: 'b.com', keyword: 'zebra', lastRank: 3, nextCheckAt: '2026-11-25T08:00:00Z' }),
  makeScheduledCheck({ id: '2', websiteUrl: 'a.com', keyword: 'Apple', lastRank: 0, nextCheckAt: '2026-11-24T12:00:00Z', lastStatus: 'failed' }),
  makeScheduledCheck({ id: '3', websiteUrl: 'a.com', keyword: 'banana', lastRank: null, nextCheckAt: '2026-11-24T09:00:00Z', lastStatus: null }),
  makeScheduledCheck({ id: '4', websiteUrl: 'a.com', keyword: 'cherry', lastRank: 12, nextCheckAt: '2026-11-24T08:00:00Z', isActive: false }),
  makeScheduledCheck({ id: '5', websiteUrl: 'a.com', keyword: 'date', lastRank: 2, nextCheckAt: '2026-11-26T08:00:00Z', lastStatus: 'skipped' }),
];

describe('groupBySite', () => {
  it.each<[ScheduleSort, string[]]>([
    ['next', ['banana', 'Apple', 'date', 'cherry']],
    ['keyword', ['Apple', 'banana', 'cherry', 'date']],
    ['rank', ['date', 'cherry', 'Apple', 'banana']],
    ['attention', ['Apple', 'date', 'banana', 'cherry']],
  ])('groups by site and sorts by %s', (sort, keywords) => {
    const groups = groupBySite(items, sort);
    expect(groups.map((g) => g.site)).toEqual(['a.com', 'b.com']);
    expect(groups.map((g) => g.items.map((s) => s.keyword))).toEqual([keywords, ['zebra']]);
  });
});
