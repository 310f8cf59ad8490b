import { describe, expect, it } from 'vitest';
import type { RankCheckResult } from '../../contracts/rank-check';
import type { Device } from '../../core/search/devices';
import type { SearchEngine } from '../../core/search/engines';
import { checkCost, previewText, resultText, type PlannedCheck } from './check-rank-text';

const CHECK: PlannedCheck = { websiteUrl: 'example.com', keyword: 'trail shoes', searchEngine: 'google', location: 'gb', device: 'mobile', competitorUrls: [] };

const RESULT: RankCheckResult = {
  rank: 0,
  page: 0,
  type: 'not found',
  matchedUrl: null,
  otherPositions: [],
  checkedAt: '2026-11-24T09:00:00.000Z',
  source: 'demo',
  simulated: true,
  pagesScanned: 4,
  resultsScanned: 35,
  keyword: 'trail shoes',
  websiteUrl: 'example.com',
  location: 'gb',
  searchEngine: 'bing',
  device: 'desktop',
  locationTargeting: { level: 'region', note: 'Bing answers for the region around the United Kingdom.' },
  competitors: [{ url: 'rival.com', rank: 0, page: 0, matchedUrl: null }],
  previousRank: 7,
};

describe('checkCost: the most searches a check can need, at the engine’s usual page size', () => {
  it.each<[SearchEngine, Device, number, number, number]>([
    ['google', 'desktop', 10, 1, 10],
    ['bing', 'mobile', 10, 0, 10],
    ['yahoo', 'desktop', 15, 0, 7],
    ['duckduckgo', 'desktop', 7, 0, 15],
    ['baidu', 'desktop', 2, 0, 50],
    ['baidu', 'mobile', 10, 0, 10],
    ['yandex', 'desktop', 10, 0, 10],
  ])('%s on %s: %i result pages and %i AI Overview search of about %i results', (engine, device, pages, overview, resultsPerPage) => {
    expect(checkCost(engine, device)).toEqual({ maxSearches: pages + overview, pages, overview, resultsPerPage });
  });
});

describe('previewText', () => {
  it('states the searches, the daily allowance and how to go ahead', () => {
    const text = previewText({ ...CHECK, searchEngine: 'yahoo', device: 'desktop', competitorUrls: ['a.com', 'b.com'] }, { simulated: false, dailyChecksRemaining: 3 });
    expect(text).toContain('Nothing has been checked yet. This would check where example.com ranks for "trail shoes" on Yahoo · United Kingdom · desktop, with competitors a.com, b.com.');
    expect(text).toContain('up to 15 searches with the search provider (one per results page of about 7 results');
    expect(text).toContain('stops as soon as the site and its competitors are found');
    expect(text).toContain('uses 1 of the 3 rank checks left today');
    expect(text).not.toContain('AI Overview');
  });

  it("counts the search a deferred AI Overview takes on Google in the most a check can cost", () => {
    const text = previewText(CHECK, { simulated: false, dailyChecksRemaining: null });
    expect(text).toContain("up to 11 searches with the search provider (one per results page of about 10 results, to read the top 100, and one more when Google's AI Overview loads after the page");
    expect(text).toContain('confirm: true');
  });

  it('says a simulated engine spends nothing and is not real, and leaves out an unlimited allowance', () => {
    const text = previewText(CHECK, { simulated: true, dailyChecksRemaining: null });
    expect(text).toContain('simulated search engine: no provider searches are spent');
    expect(text).not.toContain('up to');
    expect(text).not.toContain('checks left today');
  });
});

describe('resultText', () => {
  it('says how far a not-found scan reached, the move from the previous rank, the location note and the simulated source', () => {
    expect(resultText(RESULT).split('\n')).toEqual([
      'example.com is not in the first 35 results for "trail shoes" on Bing · United Kingdom · desktop.',
      'Against the previous check: Dropped out of the results (was #7).',
      'Competitors:',
      '- rival.com: not in the first 35 results',
      'Location: Bing answers for the region around the United Kingdom.',
      'Read 35 results from 4 result pages (cached pages included).',
      'Simulated: these results come from the built-in simulated search engine, not a real one.',
    ]);
  });

  it("says where the AI Overview cites the site and who holds the page's features; an unreadable overview is never 'not cited'", () => {
    const found = {
      ...RESULT,
      searchEngine: 'google' as const,
      serpFeatures: [
        { feature: 'answer_box' as const, heldBySite: false, competitors: ['rival.com'] },
        { feature: 'people_also_ask' as const, heldBySite: true, competitors: [] },
      ],
      aiOverview: { state: 'cited' as const, sources: 5, sitePosition: 2, competitors: [{ url: 'rival.com', position: 1 }] },
    };
    const lines = resultText(found).split('\n');
    expect(lines).toContain('AI Overview: cites the site #2 of 5 sources; competitors cited: rival.com #1.');
    expect(lines).toContain('SERP features on page 1: Featured snippet (held by rival.com), People also ask (held by the site).');
    const unreadable = resultText({ ...found, aiOverview: { state: 'unreadable', reason: 'Google could not generate it' } });
    expect(unreadable).toContain('AI Overview: shown, but it could not be read, so whether it cites the site is unknown (Google could not generate it).');
    expect(unreadable).not.toContain('does not cite');
  });

  it('lists the other positions of a found site', () => {
    const found = { ...RESULT, rank: 2, page: 1, type: 'organic' as const, matchedUrl: 'https://example.com/a', otherPositions: [{ rank: 9, url: 'https://example.com/b' }], simulated: false, competitors: [], locationTargeting: { level: 'country' as const, note: null } };
    delete found.previousRank;
    const lines = resultText(found).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'example.com ranks #2 (page 1) for "trail shoes" on Bing · United Kingdom · desktop.',
      'Ranking URL: https://example.com/a',
      'Also listed at: #9 https://example.com/b',
    ]);
    expect(lines.join('\n')).not.toContain('previous check');
  });
});
