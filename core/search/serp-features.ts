import type { SearchEngine } from './engines';

/**
 * What a results page can show besides the organic results, each with who holds it (the sites it links to). A
 * feature's holder is matched with the same URL rules as ranks. The AI Overview is read apart (ai-overview.ts):
 * it cites sources in an order, which the other features do not have.
 */
export const SERP_FEATURES = [
  'ai_overview',
  'answer_box',
  'people_also_ask',
  'local_pack',
  'top_stories',
  'videos',
  'images',
  'sitelinks',
  'knowledge_panel',
  'shopping',
] as const;

export type SerpFeature = (typeof SERP_FEATURES)[number];

export const SERP_FEATURE_LABELS: Record<SerpFeature, string> = {
  ai_overview: 'AI Overview',
  answer_box: 'Featured snippet',
  people_also_ask: 'People also ask',
  local_pack: 'Local pack',
  top_stories: 'Top stories',
  videos: 'Videos',
  images: 'Images',
  sitelinks: 'Sitelinks',
  knowledge_panel: 'Knowledge panel',
  shopping: 'Shopping',
};

/**
 * The features each engine's pages can show as our provider reads them. Google's blocks are documented on
 * serpapi.com (answer box, related questions, local pack, top stories, inline videos and images, knowledge graph,
 * shopping, AI Overview); Bing's too, with its Copilot answer read as its featured answer. Yahoo's pages were seen
 * with related questions and sitelinks (fixtures/yahoo_1_partial.json). DuckDuckGo, Yandex and Baidu pages were
 * seen with none of these blocks: none is claimed for them until a real answer shows one.
 */
export const ENGINE_SERP_FEATURES: Record<SearchEngine, readonly SerpFeature[]> = {
  google: SERP_FEATURES,
  bing: ['answer_box', 'people_also_ask', 'local_pack', 'top_stories', 'videos', 'images', 'sitelinks', 'knowledge_panel', 'shopping'],
  yahoo: ['people_also_ask', 'sitelinks'],
  duckduckgo: [],
  yandex: [],
  baidu: [],
};

/** Whether a stored name is one of the features a page shows besides the AI Overview. */
export const isPageBlock = (value: string): value is PageFeature['feature'] => value !== 'ai_overview' && (SERP_FEATURES as readonly string[]).includes(value);

/** Whether an engine's pages can show an AI Overview. */
export const showsAiOverview = (engine: SearchEngine): boolean => ENGINE_SERP_FEATURES[engine].includes('ai_overview');

/** The engines whose pages can show an AI Overview (Google). */
export const ENGINES_WITH_AI_OVERVIEW: readonly SearchEngine[] = (Object.keys(ENGINE_SERP_FEATURES) as SearchEngine[]).filter(showsAiOverview);

/** A feature a page shows, with the pages it links to (its holders' URLs), in the page's order. */
export interface PageFeature {
  feature: Exclude<SerpFeature, 'ai_overview'>;
  links: string[];
}

/** One source an AI Overview cites, in the overview's order. */
export interface AiOverviewReference {
  url: string;
  title: string;
  /** The site's name as the engine shows it ("Shopify"); empty when none was given. */
  source: string;
}

/**
 * What a page says of its AI Overview:
 * - `none`: the page has no overview;
 * - `shown`: an overview with the sources it cites, in order (a citation's position is its place here, from 1);
 * - `deferred`: Google loads the overview later; the provider gives a token to fetch it, which expires in minutes;
 * - `unreadable`: an overview was shown but cannot be read (Google could not generate it, or its sources are
 *   missing). Never "none", never "not cited": nobody can tell whether the site was cited.
 */
export type AiOverviewRead =
  | { state: 'none' }
  | { state: 'shown'; references: AiOverviewReference[] }
  | { state: 'deferred'; pageToken: string }
  | { state: 'unreadable'; reason: string };

/** The features of one results page. */
export interface PageFeatures {
  blocks: PageFeature[];
  aiOverview: AiOverviewRead;
}
