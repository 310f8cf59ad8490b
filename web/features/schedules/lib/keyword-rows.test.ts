import { describe, expect, it } from 'vitest';
import { keywordRowsFromCsv, keywordRowsFromText, type KeywordRowDefaults } from './keyword-rows';
import { parseCsv } from '../../../lib/parse-csv';

const defaults: KeywordRowDefaults = { location: 'us', searchEngine: 'google', device: 'desktop' };
const fromCsv = (text: string, allowed?: Parameters<typeof keywordRowsFromCsv>[2]) => keywordRowsFromCsv(parseCsv(text), defaults, allowed);
const brief = (rows: ReturnType<typeof fromCsv>['rows']) => rows.map((r) => [r.line, r.keyword, r.location, r.searchEngine, r.device]);

describe('keywordRowsFromCsv', () => {
  it.each([
    ['keywords only', 'running shoes\ntrail shoes', [[1, 'running shoes', 'us', 'google', 'desktop'], [2, 'trail shoes', 'us', 'google', 'desktop']]],
    ['positional columns', 'shoes,gb,bing,mobile', [[1, 'shoes', 'gb', 'bing', 'mobile']]],
    ['blank cells take the defaults', 'shoes,,,mobile', [[1, 'shoes', 'us', 'google', 'mobile']]],
    ['a header in any order', 'Device,Keyword,Search Engine\nmobile,shoes,Yahoo', [[2, 'shoes', 'us', 'yahoo', 'mobile']]],
    ['names as the app shows them', 'shoes,United Kingdom,DuckDuckGo,Desktop', [[1, 'shoes', 'gb', 'duckduckgo', 'desktop']]],
    ['codes in capitals', 'shoes,DE,BING', [[1, 'shoes', 'de', 'bing', 'desktop']]],
    ['keywords tidied like the checker form', '  best  running _ ,us', [[1, 'best running', 'us', 'google', 'desktop']]],
    ['a quoted keyword with a comma', '"shoes, cheap",fr', [[1, 'shoes, cheap', 'fr', 'google', 'desktop']]],
    ['Excel output: BOM, CRLF, semicolons', '\uFEFFkeyword;location\r\nshoes;es\r\n', [[2, 'shoes', 'es', 'google', 'desktop']]],
  ])('reads %s', (_name, text, expected) => {
    const result = fromCsv(text);
    expect(result.problems).toEqual([]);
    expect(brief(result.rows)).toEqual(expected);
  });

  it('reads a website and a competitors column, so one file holds several sites', () => {
    const result = fromCsv('Website,Keyword,Competitors\nshop-a.example,shoes,rival.example | other.example\nshop-b.example,shoes,\n,boots,');
    expect(result.problems).toEqual([]);
    expect(result.duplicates).toBe(0);
    expect(result.rows.map((r) => [r.websiteUrl, r.keyword, r.competitorUrls])).toEqual([
      ['shop-a.example', 'shoes', ['rival.example', 'other.example']],
      ['shop-b.example', 'shoes', undefined],
      [undefined, 'boots', undefined],
    ]);
  });

  it.each([
    ['an unknown location', 'shoes,atlantis', 'Unknown location “atlantis”'],
    ['an unknown engine', 'shoes,us,altavista', 'Unknown search engine “altavista”'],
    ['an unknown device', 'shoes,us,google,tablet', 'Unknown device “tablet” (desktop or mobile)'],
    ['mobile on a desktop-only engine', 'shoes,us,yandex,mobile', 'Yandex results can only be checked for desktop'],
    ['a row without a keyword', ',us', 'No keyword'],
  ])('refuses %s and says why', (_name, text, message) => {
    const result = fromCsv(text);
    expect(result.rows).toEqual([]);
    expect(result.problems).toEqual([{ line: 1, message }]);
  });

  it('refuses engines outside the plan', () => {
    const result = fromCsv('shoes\nshoes,us,bing', ['google']);
    expect(brief(result.rows)).toEqual([[1, 'shoes', 'us', 'google', 'desktop']]);
    expect(result.problems).toEqual([{ line: 2, message: 'Bing is not in your plan: it schedules Google checks' }]);
  });

  it('counts a query listed twice once, whatever its case', () => {
    const result = fromCsv('Shoes,us\nshoes,us\nshoes,gb');
    expect(brief(result.rows)).toEqual([[1, 'Shoes', 'us', 'google', 'desktop'], [3, 'shoes', 'gb', 'google', 'desktop']]);
    expect(result.duplicates).toBe(1);
  });
});

describe('keywordRowsFromText', () => {
  it('takes one keyword a line with the defaults, skipping blank lines and repeats', () => {
    const result = keywordRowsFromText('\uFEFFrunning shoes\r\n\r\n  trail shoes  \nRunning Shoes\rhiking boots\n', { ...defaults, location: 'gb' });
    expect(brief(result.rows)).toEqual([
      [1, 'running shoes', 'gb', 'google', 'desktop'],
      [3, 'trail shoes', 'gb', 'google', 'desktop'],
      [5, 'hiking boots', 'gb', 'google', 'desktop'],
    ]);
    expect(result.duplicates).toBe(1);
    expect(result.problems).toEqual([]);
  });
});
