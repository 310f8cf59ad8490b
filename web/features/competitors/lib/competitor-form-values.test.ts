import { describe, expect, it } from 'vitest';
import { NEW_COMPETITOR, splitKeywords, toFormValues, toInput, validateCompetitor } from './competitor-form-values';

describe('competitor form values', () => {
  it('reads keywords one per line or separated by commas', () => {
    expect(splitKeywords('running shoes, trail shoes\n\n  boots  ,')).toEqual(['running shoes', 'trail shoes', 'boots']);
  });

  it('round-trips a competitor', () => {
    const input = {
      competitorUrl: 'rival.com',
      competitorName: 'Rival',
      keywords: ['running shoes', 'boots'],
      locations: ['gb' as const],
      searchEngines: ['bing' as const],
      autoTrack: false,
      notificationPreferences: { rankChange: false, milestone: true },
    };
    expect(toInput(toFormValues(input))).toEqual(input);
  });

  it('says what is wrong with each field, in the route’s words', () => {
    expect(validateCompetitor({ ...NEW_COMPETITOR, competitorUrl: 'rival.com' })).toBeNull();
    expect(validateCompetitor({ ...NEW_COMPETITOR, competitorUrl: 'not a site', locations: [], searchEngines: [] })).toEqual({
      competitorUrl: 'Enter a website such as competitor.com.',
      locations: 'Choose at least one location.',
      searchEngines: 'Choose at least one search engine.',
    });
    expect(validateCompetitor(NEW_COMPETITOR)).toEqual({ competitorUrl: 'Enter the competitor’s website, such as competitor.com.' });
  });
});
