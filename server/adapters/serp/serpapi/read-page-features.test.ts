import { describe, expect, it } from 'vitest';
import { readSerpApiFixture } from '../testing/serpapi-fixtures';
import { readAiOverview, readPageFeatures } from './read-page-features';

/** A fixture as SerpApi sends it: the `_` keys are our notes, not the provider's. */
function served(file: string): Record<string, unknown> {
  const body = readSerpApiFixture(file) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !key.startsWith('_')));
}

/**
 * An overview with the references SerpApi documents (serpapi.com/ai-overview: `{title, link, snippet, source,
 * index}`). No real answer with references has been published: the values are ours, the shape is the documented
 * one, and `index` is what `reference_indexes` point at.
 */
const INLINE_TEXT = served('google_ai_overview_inline_excerpt.json').ai_overview as Record<string, unknown>;
const withReferences = {
  ...INLINE_TEXT,
  references: [
    { title: 'How to start dropshipping', link: 'https://www.shopify.com/blog/what-is-dropshipping', snippet: 'May 22, 2024 — ...', source: 'Shopify', index: 0 },
    { title: 'Dropshipping guide', link: 'https://www.bigcommerce.com/articles/ecommerce/dropshipping/', source: 'BigCommerce', index: 1 },
    { title: 'Dropshipping explained', link: 'https://example.com/dropshipping', source: 'Example', index: 2 },
  ],
};

describe('readAiOverview', () => {
  it('reads the cited sources in their order: the third reference is cited third', () => {
    // Listed out of order: `index` decides.
    const overview = readAiOverview({ ...withReferences, references: [...withReferences.references].reverse() });
    expect(overview).toEqual({
      state: 'shown',
      references: [
        { url: 'https://www.shopify.com/blog/what-is-dropshipping', title: 'How to start dropshipping', source: 'Shopify' },
        { url: 'https://www.bigcommerce.com/articles/ecommerce/dropshipping/', title: 'Dropshipping guide', source: 'BigCommerce' },
        { url: 'https://example.com/dropshipping', title: 'Dropshipping explained', source: 'Example' },
      ],
    });
  });

  it('says an overview that Google loads later is deferred, with the token to fetch it', () => {
    const deferred = served('google_ai_overview_page_token_excerpt.json').ai_overview as { page_token: string };
    expect(readAiOverview(deferred)).toEqual({ state: 'deferred', pageToken: deferred.page_token });
  });

  it('says an overview Google could not generate, or one without its sources, is unreadable: never none', () => {
    expect(readAiOverview(served('google_ai_overview_error_excerpt.json').ai_overview)).toEqual({
      state: 'unreadable',
      reason: "Can't generate an AI overview right now. Try again later.",
    });
    // SerpApi's own 'typical result' example: text blocks whose references were left out.
    expect(readAiOverview(INLINE_TEXT)).toEqual({ state: 'unreadable', reason: 'The overview was shown without the sources it cites.' });
    // References without a link cannot tell who is cited either.
    expect(readAiOverview({ ...INLINE_TEXT, references: [{ title: 'x', source: 'y', index: 0 }] }).state).toBe('unreadable');
  });

  it('says none when the page has no overview', () => {
    expect(readAiOverview(undefined)).toEqual({ state: 'none' });
    expect(readAiOverview({})).toEqual({ state: 'none' });
  });
});

describe('readPageFeatures', () => {
  it("reads a real Google page: its local pack (the map is Google's own link) and the results with sitelinks", () => {
    const features = readPageFeatures('google', served('google_1.json'));
    expect(features.blocks).toEqual([
      { feature: 'local_pack', links: [] },
      { feature: 'sitelinks', links: ['https://en.wikipedia.org/wiki/Matcha', 'https://paragontearoom.com/collections/matcha', 'https://matcha.com/en-ca'] },
    ]);
    expect(features.aiOverview).toEqual({ state: 'none' });
  });

  it("takes a local pack's holders from its places' websites", () => {
    expect(readPageFeatures('google', served('google_local_pack_excerpt.json')).blocks).toEqual([
      { feature: 'local_pack', links: ['https://www.mcdonalds.com/us/en-us/location/TX/ABILENE/4302-BUFFALO-GAP-RD/5432.html?cid=RF:YXT:GMB::Clicks'] },
    ]);
  });

  it('reads the sitelinks of a result as its own site holding them', () => {
    expect(readPageFeatures('google', served('google_organic_sitelinks_excerpt.json')).blocks).toEqual([
      { feature: 'sitelinks', links: ['https://en.wikipedia.org/wiki/Coffee'] },
    ]);
  });

  it("reads an answer box held by a competitor, people also ask with the site's page, and the overview", () => {
    const body = {
      answer_box: { type: 'organic_result', title: 'What is matcha?', link: 'https://rival-tea.com/matcha', displayed_link: 'rival-tea.com' },
      related_questions: [
        { question: 'Is matcha healthy?', link: 'https://example.com/matcha-health', serpapi_link: 'https://serpapi.com/search.json?engine=google_related_questions' },
        { question: 'What does matcha taste like?', link: 'https://www.google.com/search?q=matcha+taste' },
      ],
      ai_overview: withReferences,
    };
    const features = readPageFeatures('google', body);
    expect(features.blocks).toEqual([
      { feature: 'answer_box', links: ['https://rival-tea.com/matcha'] },
      { feature: 'people_also_ask', links: ['https://example.com/matcha-health'] },
    ]);
    expect(features.aiOverview.state).toBe('shown');
  });

  it("reads Bing's Copilot answer as its featured answer, held by the page it answers from", () => {
    const features = readPageFeatures('bing', served('bing_copilot_answer_excerpt.json'));
    expect(features.blocks[0]).toMatchObject({ feature: 'answer_box' });
    expect(features.blocks[0]?.links[0]).toBe('https://www.apple.com/iphone-se/');
    expect(features.aiOverview).toEqual({ state: 'none' });
  });

  it('claims nothing for an engine none of whose pages were seen with these blocks', () => {
    expect(readPageFeatures('yandex', { answer_box: { link: 'https://example.com/' }, ai_overview: withReferences })).toEqual({ blocks: [], aiOverview: { state: 'none' } });
    expect(readPageFeatures('google', 'not a page')).toEqual({ blocks: [], aiOverview: { state: 'none' } });
  });
});
