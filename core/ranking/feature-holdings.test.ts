import { describe, expect, it } from 'vitest';
import type { PageFeatures } from '../search/serp-features';
import { aiOverviewCitation, aiOverviewText, featureHoldings, featureHoldingsText, richestResultType } from './feature-holdings';
import { SERP_FEATURE_LABELS } from '../search/serp-features';
import { parseTarget, type Target } from './parse-target';

const target = (input: string): Target => {
  const parsed = parseTarget(input);
  if (!parsed.ok) throw new Error(input);
  return parsed.target;
};
const rival = { url: 'rival.com', target: target('rival.com') };
const other = { url: 'other.org/guide', target: target('other.org/guide') };

const page: PageFeatures = {
  blocks: [
    { feature: 'answer_box', links: ['https://www.rival.com/what-is'] },
    { feature: 'people_also_ask', links: ['https://blog.example.com/faq', 'https://other.org/guide/'] },
    { feature: 'local_pack', links: [] },
  ],
  aiOverview: {
    state: 'shown',
    references: [
      { url: 'https://wikipedia.org/wiki/X', title: 'X', source: 'Wikipedia' },
      { url: 'https://rival.com/x', title: 'X', source: 'Rival' },
      { url: 'https://shop.example.com/x', title: 'X', source: 'Example' },
      { url: 'https://example.com/y', title: 'Y', source: 'Example' },
    ],
  },
};

describe('featureHoldings', () => {
  it('says who holds each feature by the rules of ranks: subdomains of a site, the path of a page', () => {
    const { features } = featureHoldings(page, target('example.com'), [rival, other]);
    expect(features).toEqual([
      { feature: 'answer_box', heldBySite: false, competitors: ['rival.com'] },
      { feature: 'people_also_ask', heldBySite: true, competitors: ['other.org/guide'] },
      { feature: 'local_pack', heldBySite: false, competitors: [] },
    ]);
    // A host target is that host only: the blog does not make shop.example.com hold the questions.
    expect(featureHoldings(page, target('shop.example.com'), []).features[1]?.heldBySite).toBe(false);
  });

  it('places the site at its first citation, counts every source and the competitors cited', () => {
    expect(featureHoldings(page, target('example.com'), [rival, other]).aiOverview).toEqual({
      state: 'cited',
      sources: 4,
      sitePosition: 3,
      competitors: [{ url: 'rival.com', position: 2 }],
    });
    // Read and not cited: a place of null, the sources still counted.
    expect(aiOverviewCitation(page.aiOverview, target('nowhere.net'), [])).toEqual({ state: 'cited', sources: 4, sitePosition: null, competitors: [] });
  });

  it('never turns an overview it could not read into "not cited"', () => {
    expect(aiOverviewCitation({ state: 'unreadable', reason: 'Could not generate' }, target('example.com'), [])).toEqual({ state: 'unreadable', reason: 'Could not generate' });
    expect(aiOverviewCitation({ state: 'deferred', pageToken: 't' }, target('example.com'), []).state).toBe('unreadable');
    expect(aiOverviewCitation({ state: 'none' }, target('example.com'), [])).toEqual({ state: 'none' });
  });
});

describe('richestResultType', () => {
  it('is the featured snippet when the site holds it, then a local pack place, then organic', () => {
    const holding = (feature: 'answer_box' | 'local_pack', heldBySite: boolean) => ({ feature, heldBySite, competitors: [] });
    expect(richestResultType(4, [holding('answer_box', true), holding('local_pack', true)])).toBe('featured snippet');
    expect(richestResultType(4, [holding('answer_box', false), holding('local_pack', true)])).toBe('local pack');
    expect(richestResultType(4, [holding('answer_box', false)])).toBe('organic');
    expect(richestResultType(0, [])).toBe('not found');
    // A featured snippet held from outside the top 100 is still the site's.
    expect(richestResultType(0, [holding('answer_box', true)])).toBe('featured snippet');
  });
});

describe('export texts', () => {
  it('say an overview and the features in plain words', () => {
    expect(aiOverviewText({ state: 'cited', sources: 5, sitePosition: 2, competitors: [] })).toBe('cited #2 of 5');
    expect(aiOverviewText({ state: 'cited', sources: 5, sitePosition: null, competitors: [] })).toBe('not cited (5 sources)');
    expect(aiOverviewText({ state: 'unreadable', reason: 'x' })).toBe('shown, unreadable');
    expect(aiOverviewText({ state: 'none' })).toBe('none');
    const { features } = featureHoldings(page, target('example.com'), [rival, other]);
    expect(featureHoldingsText(features, SERP_FEATURE_LABELS)).toBe('Featured snippet: rival.com; People also ask: you, other.org/guide; Local pack');
  });
});
