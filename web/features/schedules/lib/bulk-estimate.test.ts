import { describe, expect, it } from 'vitest';
import { bulkSearchesPerMonth } from './bulk-estimate';

const item = { websiteUrl: 'example.com', keyword: 'k' } as const;

describe('bulkSearchesPerMonth', () => {
  it('adds up full scans of every keyword at the interval', () => {
    // A full Google scan is 10 searches; daily is 30.44 runs a month: 305 each.
    expect(bulkSearchesPerMonth([{ ...item, intervalType: 'daily', intervalValue: 1 }])).toBe(305);
    expect(bulkSearchesPerMonth([{ ...item }, { ...item, keyword: 'j' }])).toBe(610);
    expect(bulkSearchesPerMonth([{ ...item, intervalType: 'weekly', intervalValue: 1 }])).toBe(44);
    expect(bulkSearchesPerMonth([])).toBe(0);
  });
});
