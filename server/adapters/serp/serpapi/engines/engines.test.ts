import { describe, expect, it } from 'vitest';
import { SEARCH_ENGINES } from '../../../../../core/search/engines';
import { LOCATION_CODES } from '../../../../../core/search/locations';
import { ENGINE_PAGING, MAX_RANK, pagesToCover } from '../../../../../core/search/paging';
import { ENGINE_REQUESTS } from '.';

const QUERY_KEYS = { google: 'q', bing: 'q', yahoo: 'p', duckduckgo: 'q', baidu: 'q', yandex: 'text' } as const;

describe('every location maps to every engine', () => {
  it.each(SEARCH_ENGINES)('%s: all locations give a query and non-empty parameters', (engine) => {
    for (const location of LOCATION_CODES) {
      const { engine: name, params } = ENGINE_REQUESTS[engine]({ engine, location, keyword: 'seo tools', page: 1 });
      expect(name).toBe(engine);
      expect(params[QUERY_KEYS[engine]]).toBe('seo tools');
      for (const [key, value] of Object.entries(params)) expect(value, `${engine}/${location}/${key}`).not.toBe('');
    }
  });

  it('localises Google, Bing, DuckDuckGo and Yandex differently per country', () => {
    for (const engine of ['google', 'bing', 'duckduckgo'] as const) {
      const signatures = new Set(
        LOCATION_CODES.map((location) => JSON.stringify(ENGINE_REQUESTS[engine]({ engine, location, keyword: 'x', page: 1 }).params)),
      );
      // DuckDuckGo has no region for a few countries (wt-wt); the others are all distinct.
      expect(signatures.size, engine).toBeGreaterThan(engine === 'duckduckgo' ? 50 : LOCATION_CODES.length - 1);
    }
  });

  it('Baidu has no geographic targeting: every location sends the same parameters', () => {
    const all = LOCATION_CODES.map((location) =>
      JSON.stringify(ENGINE_REQUESTS.baidu({ engine: 'baidu', location, keyword: 'x', page: 1 }).params),
    );
    expect(new Set(all).size).toBe(1);
  });
});

describe('paging', () => {
  const offsetParams = { google: 'start', bing: 'first', yahoo: 'b', duckduckgo: 'start', baidu: 'pn', yandex: 'p' } as const;

  it.each(SEARCH_ENGINES)('%s: pages are contiguous and cover 1..100 exactly once', (engine) => {
    const { pageSize } = ENGINE_PAGING[engine];
    let expectedOffset = 0;
    for (let page = 1; page <= pagesToCover(engine); page++) {
      const request = ENGINE_REQUESTS[engine]({ engine, location: 'us', keyword: 'x', page });
      expect(request.offset).toBe(expectedOffset);
      expect(request.pageSize).toBe(pageSize);
      expectedOffset += pageSize;
    }
    expect(expectedOffset).toBeGreaterThanOrEqual(MAX_RANK);
    expect(expectedOffset - pageSize).toBeLessThan(MAX_RANK);
  });

  it.each([
    ['google', 1, '0'], ['google', 2, '10'], ['google', 10, '90'],
    ['bing', 1, '1'], ['bing', 2, '11'], ['bing', 10, '91'],
    ['yahoo', 1, '1'], ['yahoo', 2, '11'], ['yahoo', 10, '91'],
    ['duckduckgo', 1, undefined], ['duckduckgo', 2, '25'], ['duckduckgo', 4, '75'],
    ['baidu', 1, '0'], ['baidu', 2, '50'],
    ['yandex', 1, '0'], ['yandex', 2, '1'], ['yandex', 10, '9'],
  ] as const)('%s page %i sends offset %s', (engine, page, expected) => {
    const { params } = ENGINE_REQUESTS[engine]({ engine, location: 'us', keyword: 'x', page });
    expect(params[offsetParams[engine]]).toBe(expected);
  });
});
