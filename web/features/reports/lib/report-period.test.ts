import { describe, expect, it } from 'vitest';
import { periodFromParams, presetPeriod, shiftDay, withPeriod } from './report-period';

const now = new Date(2026, 2, 15, 9, 30);

describe('report period', () => {
  it.each([
    ['', { choice: '30', from: '2026-02-14', to: '2026-03-15' }],
    ['period=7', { choice: '7', from: '2026-03-09', to: '2026-03-15' }],
    ['period=90', { choice: '90', from: '2025-12-16', to: '2026-03-15' }],
    ['period=14', { choice: '30', from: '2026-02-14', to: '2026-03-15' }],
    ['period=custom&from=2026-01-01&to=2026-01-31', { choice: 'custom', from: '2026-01-01', to: '2026-01-31' }],
    ['period=custom&from=2026-02-01&to=2026-01-31', { choice: '30', from: '2026-02-14', to: '2026-03-15' }],
    ['period=custom&from=2026-02-30&to=2026-03-01', { choice: '30', from: '2026-02-14', to: '2026-03-15' }],
    ['period=custom&from=yesterday&to=2026-03-01', { choice: '30', from: '2026-02-14', to: '2026-03-15' }],
  ])('?%s reads as %o', (search, expected) => {
    expect(periodFromParams(new URLSearchParams(search), now)).toEqual(expected);
  });

  it('writes presets without dates and custom periods with them, keeping other params', () => {
    const base = new URLSearchParams('site=example.com&from=2026-01-01&to=2026-01-02');
    expect(withPeriod(base, presetPeriod(7, now)).toString()).toBe('site=example.com&period=7');
    expect(withPeriod(base, { choice: 'custom', from: '2026-02-01', to: '2026-02-10' }).toString()).toBe(
      'site=example.com&from=2026-02-01&to=2026-02-10&period=custom',
    );
  });

  it.each([
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
  ])('%s shifted by %i is %s', (day, days, expected) => {
    expect(shiftDay(day, days)).toBe(expected);
  });
});
