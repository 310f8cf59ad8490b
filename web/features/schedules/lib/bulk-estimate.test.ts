import { describe, expect, it } from 'vitest';
import { bulkEstimate } from './bulk-estimate';

const item = { websiteUrl: 'example.com', keyword: 'k' } as const;

describe('bulkEstimate', () => {
  it('adds up the checks and the full scans of every keyword at the interval', () => {
    // A full Google scan is 10 searches; daily is 30.44 checks a month: 305 searches each.
    expect(bulkEstimate([{ ...item, intervalType: 'daily', intervalValue: 1 }])).toEqual({ checksPerMonth: 30.44, searchesPerMonth: 305, overviewSearchesPerMonth: 31 });
    expect(bulkEstimate([{ ...item }, { ...item, keyword: 'j' }]).searchesPerMonth).toBe(610);
    expect(bulkEstimate([{ ...item, intervalType: 'weekly', intervalValue: 1 }]).searchesPerMonth).toBe(44);
    expect(bulkEstimate([])).toEqual({ checksPerMonth: 0, searchesPerMonth: 0, overviewSearchesPerMonth: 0 });
  });

  it("counts Google's deferred AI Overview apart, at most one search a run, and nothing on engines without one", () => {
    expect(bulkEstimate([{ ...item }, { ...item, keyword: 'j', searchEngine: 'bing' }]).overviewSearchesPerMonth).toBe(31);
  });
});
