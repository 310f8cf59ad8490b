import { describe, expect, it } from 'vitest';
import { NEW_SCHEDULE, toScheduleRequest, type ScheduleFormValues } from './form-values';

const values = (patch: Partial<ScheduleFormValues>): ScheduleFormValues => ({
  ...NEW_SCHEDULE,
  websiteUrl: ' example.com ',
  keyword: 'running shoes  _',
  ...patch,
});

describe('toScheduleRequest', () => {
  it.each([
    ['hourly', { intervalType: 'hourly', minute: 45, time: '' }, { minute: 45, hour: 8, weekday: 1, monthDay: 1 }],
    ['daily', { intervalType: 'daily', time: '18:30' }, { minute: 30, hour: 18, weekday: 1, monthDay: 1 }],
    ['weekly', { intervalType: 'weekly', time: '07:05', weekday: 5 }, { minute: 5, hour: 7, weekday: 5, monthDay: 1 }],
    ['monthly', { intervalType: 'monthly', time: '09:00', monthDay: 31 }, { minute: 0, hour: 9, weekday: 1, monthDay: 31 }],
  ] as const)('sends the %s timing parts', (_name, patch, customSchedule) => {
    const result = toScheduleRequest(values(patch));
    expect(result).toEqual({
      input: expect.objectContaining({ websiteUrl: 'example.com', keyword: 'running shoes', intervalType: patch.intervalType, customSchedule }),
    });
  });

  it('drops blank competitors', () => {
    const result = toScheduleRequest(values({ competitorUrls: [' rival.com ', '', '  '] }));
    expect('input' in result && result.input.competitorUrls).toEqual(['rival.com']);
  });

  it.each([
    ['a missing site and keyword', { websiteUrl: ' ', keyword: ' _ ' }, { websiteUrl: 'Enter the website to check.', keyword: 'Enter the keyword to check.' }],
    ['every 0 days', { intervalValue: '0' }, { intervalValue: 'Enter a whole number from 1 to 366.' }],
    ['every 1.5 days', { intervalValue: '1.5' }, { intervalValue: 'Enter a whole number from 1 to 366.' }],
    ['every 400 days', { intervalValue: '400' }, { intervalValue: 'Enter a whole number from 1 to 366.' }],
    ['a daily run without a time', { time: '' }, { time: 'Enter a time of day, such as 08:00.' }],
    ['a keyword over 512 characters', { keyword: 'k'.repeat(513) }, { keyword: 'This keyword is too long.' }],
  ] as const)('refuses %s', (_name, patch, errors) => {
    expect(toScheduleRequest(values(patch))).toEqual({ errors });
  });
});
