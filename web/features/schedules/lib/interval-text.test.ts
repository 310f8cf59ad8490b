import { describe, expect, it } from 'vitest';
import type { CustomSchedule, IntervalType } from '../../../../contracts/scheduled-check';
import { intervalText, ordinal } from './interval-text';

describe('intervalText', () => {
  it.each<[IntervalType, number, Partial<CustomSchedule> | null, string]>([
    ['hourly', 1, { minute: 15 }, 'Every hour at :15'],
    ['hourly', 6, null, 'Every 6 hours at :00'],
    ['daily', 1, null, 'Every day at 08:00'],
    ['daily', 2, { hour: 18, minute: 30 }, 'Every 2 days at 18:30'],
    ['weekly', 1, { hour: 7, minute: 5, weekday: 0 }, 'Every week on Sunday at 07:05'],
    ['weekly', 2, null, 'Every 2 weeks on Monday at 08:00'],
    ['monthly', 1, null, 'Every month on the 1st at 08:00'],
    ['monthly', 3, { monthDay: 31, hour: 23, minute: 0 }, 'Every 3 months on the 31st (or the month’s last day) at 23:00'],
    ['monthly', 1, { monthDay: 28 }, 'Every month on the 28th at 08:00'],
  ])('%s every %i with %o reads %s', (intervalType, intervalValue, customSchedule, text) => {
    expect(intervalText({ intervalType, intervalValue, customSchedule }, 'en-GB')).toBe(text);
  });

  it('writes the time as the reader’s locale does', () => {
    expect(intervalText({ intervalType: 'daily', intervalValue: 1, customSchedule: { hour: 18, minute: 30 } }, 'en-US')).toBe(
      'Every day at 06:30 PM',
    );
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [13, '13th'],
    [21, '21st'], [22, '22nd'], [23, '23rd'], [30, '30th'], [31, '31st'],
  ])('%i is %s', (n, text) => expect(ordinal(n)).toBe(text));
});
