import { describe, expect, it } from 'vitest';
import { absoluteText, nextRunText, relativeText } from './when-text';

// Local times: the texts are about the reader's own calendar, whatever zone the tests run in.
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
const now = new Date(2026, 10, 24, 10, 0);

describe('relativeText', () => {
  it.each([
    ['20 seconds ahead', new Date(now.getTime() + 20_000).toISOString(), 'now'],
    ['5 minutes ahead', at(2026, 11, 24, 10, 5), 'in 5 minutes'],
    ['59 minutes ahead', at(2026, 11, 24, 10, 59), 'in 59 minutes'],
    ['1 h 40 min ahead', at(2026, 11, 24, 11, 40), 'in 2 hours'],
    ['later today', at(2026, 11, 24, 23, 30), 'in 14 hours'],
    ['tomorrow morning, under 12 hours', at(2026, 11, 24, 21, 0), 'in 11 hours'],
    ['tomorrow, over 12 hours', at(2026, 11, 25, 8, 0), 'tomorrow'],
    ['in four days', at(2026, 11, 28, 8, 0), 'in 4 days'],
    ['3 hours ago', at(2026, 11, 24, 7, 0), '3 hours ago'],
    ['yesterday', at(2026, 11, 23, 8, 0), 'yesterday'],
    ['last week', at(2026, 11, 17, 10, 0), '7 days ago'],
  ])('%s reads %s', (_name, iso, text) => expect(relativeText(iso, now)).toBe(text));

  it('counts calendar days, not 24-hour blocks', () => {
    expect(relativeText(at(2026, 11, 25, 0, 10), new Date(2026, 10, 24, 11, 0))).toBe('tomorrow');
    expect(relativeText(at(2026, 11, 26, 0, 10), new Date(2026, 10, 24, 23, 50))).toBe('in 2 days');
  });
});

describe('nextRunText', () => {
  it('says due now for a time that has come', () => {
    expect(nextRunText(at(2026, 11, 24, 9, 0), now)).toBe('due now');
    expect(nextRunText(at(2026, 11, 24, 12, 0), now)).toBe('in 2 hours');
  });
});

describe('absoluteText', () => {
  it('adds the year only when it is not this year', () => {
    expect(absoluteText(at(2026, 11, 25, 8, 0), now, 'en-GB')).toBe('Wed 25 Nov, 08:00');
    expect(absoluteText(at(2027, 1, 4, 8, 0), now, 'en-GB')).toBe('Mon, 4 Jan 2027, 08:00');
  });
});
