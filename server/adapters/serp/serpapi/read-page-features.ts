import type { SearchEngine } from '../../../../core/search/engines';
import type { AiOverviewRead, AiOverviewReference, PageFeature, PageFeatures } from '../../../../core/search/serp-features';

type Block = PageFeature['feature'];

/**
 * Where each engine's blocks are in a SerpApi answer. Google: serpapi.com/direct-answer-box-api (`answer_box`),
 * /related-questions (`related_questions`), /local-pack (`local_results.places[].links.website`,
 * fixtures/google_local_pack_excerpt.json), /top-stories, /inline-videos, /inline-images, /knowledge-graph,
 * /shopping-results and `inline_shopping_results`. Bing: the same names on serpapi.com/bing-search-api, and
 * `copilot_answer` (fixtures/bing_copilot_answer_excerpt.json), whose `organic_result` is the page Bing answers
 * from: read as Bing's featured answer. Yahoo: `related_questions` (fixtures/yahoo_1_partial.json).
 */
/** The blocks Google and Bing name alike. */
const GOOGLE_AND_BING: readonly (readonly [key: string, feature: Block])[] = [
  ['answer_box', 'answer_box'],
  ['related_questions', 'people_also_ask'],
  ['local_results', 'local_pack'],
  ['top_stories', 'top_stories'],
  ['inline_videos', 'videos'],
  ['inline_images', 'images'],
  ['knowledge_graph', 'knowledge_panel'],
  ['shopping_results', 'shopping'],
];

const BLOCKS: Record<SearchEngine, readonly (readonly [key: string, feature: Block])[]> = {
  google: [...GOOGLE_AND_BING, ['inline_shopping_results', 'shopping']],
  bing: [...GOOGLE_AND_BING, ['copilot_answer', 'answer_box']],
  yahoo: [['related_questions', 'people_also_ask']],
  duckduckgo: [],
  yandex: [],
  baidu: [],
};

/** Keys whose values are the pages a block links to (a result's `link`, a place's `website`). */
const LINK_KEYS = new Set(['link', 'website']);
/**
 * Links back into the engine or the provider (a local pack's map, a question's own search, SerpApi's follow-up
 * URLs) are navigation, not a holder of the block.
 */
const NAVIGATION_HOST = /(^|\.)(google\.[a-z.]+|bing\.com|yahoo\.com|duckduckgo\.com|yandex\.[a-z.]+|baidu\.com|serpapi\.com|gstatic\.com)$/iu;
/** How deep a block is searched for links, and how many are kept: blocks are small; a strange one stays cheap. */
const MAX_DEPTH = 6;
const MAX_LINKS = 50;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function holderUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^https?:\/\//iu.test(value)) return undefined;
  try {
    return NAVIGATION_HOST.test(new URL(value).hostname) ? undefined : value;
  } catch {
    return undefined;
  }
}

/** Every page a block links to, in the order the provider lists them, once each. */
function linksIn(block: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || found.size >= MAX_LINKS) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    for (const [key, item] of Object.entries(value)) {
      const url = LINK_KEYS.has(key) ? holderUrl(item) : undefined;
      if (url) found.add(url);
      else walk(item, depth + 1);
    }
  };
  walk(block, 0);
  return [...found].slice(0, MAX_LINKS);
}

/** A block the page shows: an array with items, or an object with fields (SerpApi leaves out what a page lacks). */
const shown = (value: unknown) => (Array.isArray(value) ? value.length > 0 : isRecord(value) && Object.keys(value).length > 0);

/** Organic results that carry sitelinks: the feature belongs to the result's own site. */
function sitelinks(body: Record<string, unknown>): PageFeature | undefined {
  const results = Array.isArray(body.organic_results) ? body.organic_results : [];
  const links = results.flatMap((result) => (isRecord(result) && shown(result.sitelinks) ? [holderUrl(result.link)] : [])).filter((url): url is string => url !== undefined);
  return links.length > 0 ? { feature: 'sitelinks', links: [...new Set(links)] } : undefined;
}

function reference(value: unknown): (AiOverviewReference & { index: number | undefined }) | undefined {
  if (!isRecord(value)) return undefined;
  const url = typeof value.link === 'string' && /^https?:\/\//iu.test(value.link) ? value.link : undefined;
  if (!url) return undefined;
  return {
    url,
    title: typeof value.title === 'string' ? value.title : '',
    source: typeof value.source === 'string' ? value.source : '',
    index: typeof value.index === 'number' && Number.isFinite(value.index) ? value.index : undefined,
  };
}

/**
 * Google's AI Overview, as SerpApi documents it (serpapi.com/ai-overview; fixtures/google_ai_overview_*):
 * `references[{title, link, source, index}]` are the cited sources, in the order `index` gives (the order of the
 * array without one); `page_token` alone means Google loads it later (public-roadmap#1622) and a follow-up with
 * `engine=google_ai_overview` reads it; `error` means Google showed one it could not generate
 * (public-roadmap#1990). SerpApi sometimes gives fewer references than Google shows (public-roadmap#3091) and
 * does not read mobile overviews inside expandable sections (#3221): an overview whose references cannot be read
 * is unreadable, never "not cited".
 */
export function readAiOverview(value: unknown): AiOverviewRead {
  if (!isRecord(value) || Object.keys(value).length === 0) return { state: 'none' };
  if (typeof value.error === 'string' && value.error.trim()) return { state: 'unreadable', reason: value.error.trim() };
  const raw = Array.isArray(value.references) ? value.references : [];
  const references = raw
    .map((item, position) => ({ item: reference(item), position }))
    .filter((entry): entry is { item: NonNullable<ReturnType<typeof reference>>; position: number } => entry.item !== undefined)
    .sort((a, b) => (a.item.index ?? a.position) - (b.item.index ?? b.position) || a.position - b.position)
    .map(({ item }): AiOverviewReference => ({ url: item.url, title: item.title, source: item.source }));
  if (references.length > 0) return { state: 'shown', references };
  if (typeof value.page_token === 'string' && value.page_token) return { state: 'deferred', pageToken: value.page_token };
  return { state: 'unreadable', reason: 'The overview was shown without the sources it cites.' };
}

/** The features a SerpApi answer shows for `engine`, with the pages each links to, and its AI Overview (Google). */
export function readPageFeatures(engine: SearchEngine, body: unknown): PageFeatures {
  if (!isRecord(body)) return { blocks: [], aiOverview: { state: 'none' } };
  const blocks: PageFeature[] = [];
  for (const [key, feature] of BLOCKS[engine]) {
    if (!shown(body[key])) continue;
    const links = linksIn(body[key]);
    const same = blocks.find((block) => block.feature === feature);
    if (same) same.links = [...new Set([...same.links, ...links])];
    else blocks.push({ feature, links });
  }
  const withSitelinks = engine === 'google' || engine === 'bing' || engine === 'yahoo' ? sitelinks(body) : undefined;
  if (withSitelinks) blocks.push(withSitelinks);
  return { blocks, aiOverview: engine === 'google' ? readAiOverview(body.ai_overview) : { state: 'none' } };
}
