import type { SerpPageRequest, SerpPageResult, SerpProvider } from '../adapters/serp/serp-provider';

/**
 * A provider whose results are `https://site-N.test/` at every position N (1..100), ten a request, paged by
 * results skipped as Google is. `wait` may hold a request until the test lets it go (or the caller aborts).
 */
export function numberedSitesProvider(
  name: string,
  wait?: (request: SerpPageRequest, signal?: AbortSignal) => Promise<void> | undefined,
): SerpProvider {
  return {
    name,
    simulated: false,
    cacheable: false,
    async fetchPage(request: SerpPageRequest, signal?: AbortSignal): Promise<SerpPageResult> {
      await wait?.(request, signal);
      const entries = Array.from({ length: Math.max(0, Math.min(10, 100 - request.start)) }, (_, i) => {
        const position = request.start + i + 1;
        return { url: `https://site-${position}.test/`, title: `Result ${position}` };
      });
      return { ok: true, page: { entries, ended: request.start + entries.length >= 100 } };
    },
  };
}
