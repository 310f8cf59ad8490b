import { describe, expect, it } from 'vitest';
import { SEARCH_ENGINES } from './engines';
import { LOCATION_CODES } from './locations';
import { locationTargeting } from './location-targeting';

describe('locationTargeting', () => {
  it.each([
    ['google', 'np', 'country', null],
    ['bing', 'np', 'none', 'Bing can’t target Nepal: results are Bing’s default ones.'],
    ['bing', 'pt', 'country', null],
    ['yahoo', 'au', 'none', 'Yahoo can’t target Australia: results are those of Yahoo’s main site.'],
    ['yahoo', 'mx', 'region', 'Yahoo has no setting for Mexico alone: results are those for Yahoo en español.'],
    ['duckduckgo', 'eg', 'region', 'DuckDuckGo has no setting for Egypt alone: results are those for Arabia.'],
    ['duckduckgo', 'kz', 'none', 'DuckDuckGo can’t target Kazakhstan: results are DuckDuckGo’s, with no region.'],
    ['baidu', 'cn', 'country', null],
    ['baidu', 'de', 'none', 'Baidu can’t target Germany: results are Baidu’s own, the same everywhere.'],
    ['yandex', 'ua', 'country', null],
    ['yandex', 'de', 'none', 'Yandex can’t target Germany: results are those of yandex.com (United States).'],
  ] as const)('%s in %s: %s', (engine, location, level, note) => {
    expect(locationTargeting(engine, location)).toEqual({ level, note });
  });

  it('Google targets every country; every engine targets the United States', () => {
    for (const location of LOCATION_CODES) expect(locationTargeting('google', location).level).toBe('country');
    for (const engine of SEARCH_ENGINES.filter((e) => e !== 'baidu')) expect(locationTargeting(engine, 'us').level).toBe('country');
  });
});
