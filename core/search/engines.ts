/** The search engines a rank can be checked on, in the order the UI lists them. */
export const SEARCH_ENGINES = ['google', 'bing', 'yahoo', 'duckduckgo', 'baidu', 'yandex'] as const;

export type SearchEngine = (typeof SEARCH_ENGINES)[number];

export const ENGINE_LABELS: Record<SearchEngine, string> = {
  google: 'Google',
  bing: 'Bing',
  yahoo: 'Yahoo',
  duckduckgo: 'DuckDuckGo',
  baidu: 'Baidu',
  yandex: 'Yandex',
};

export function isSearchEngine(value: string): value is SearchEngine {
  return (SEARCH_ENGINES as readonly string[]).includes(value);
}
