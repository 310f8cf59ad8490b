import { isBaiduRedirect } from '../serpapi/read-baidu-entry';

/** Resolves a search engine's own redirect link to the result it leads to. */
export interface LinkResolver {
  /** The target URL, or null when the link could not be resolved (timeout, unexpected answer). */
  resolve(link: string, signal?: AbortSignal): Promise<string | null>;
}

export interface BaiduLinkResolverOptions {
  /** Where Baidu's /link redirects are asked; tests point it at a local stand-in. Default http://www.baidu.com */
  baseUrl: string;
  /** Per request. */
  timeoutMs: number;
  /** Sent as User-Agent: who is asking, honestly. */
  userAgent: string;
}

/** A redirect page is small; anything longer is not one. */
const MAX_BODY_CHARS = 64 * 1024;
const JS_REPLACE = /window\.location\.replace\(\s*["']([^"']+)["']\s*\)/u;
const META_REFRESH = /<meta[^>]+http-equiv=["']?refresh["']?[^>]*content=["']?\s*\d+\s*;\s*url=['"]?([^'">\s]+)/iu;

/**
 * Baidu's organic links are its own opaque redirects (http://www.baidu.com/link?url=...); the site is only known
 * after asking Baidu where one leads (public-roadmap #942: "website URL may not be parsed until Baidu redirect
 * link is visited"). One request, never followed: Baidu answers either 302 with `Location`, or 200 with a page
 * that moves on by `window.location.replace("...")` and a `<noscript>` meta refresh (both seen in the wild), so
 * we read whichever came. Only Baidu's /link path is ever requested, with a timeout.
 */
export function createBaiduLinkResolver(options: BaiduLinkResolverOptions): LinkResolver {
  return {
    async resolve(link, signal) {
      if (!isBaiduRedirect(link)) return null;
      const source = new URL(link);
      const target = new URL(`${source.pathname}${source.search}`, options.baseUrl);
      const timeout = AbortSignal.timeout(options.timeoutMs);
      try {
        const response = await fetch(target, {
          redirect: 'manual',
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          headers: { 'user-agent': options.userAgent, accept: 'text/html' },
        });
        if (response.status >= 300 && response.status < 400) {
          await response.body?.cancel();
          return webUrl(response.headers.get('location'), link);
        }
        if (response.status !== 200) {
          await response.body?.cancel();
          return null;
        }
        const text = (await response.text()).slice(0, MAX_BODY_CHARS);
        return webUrl(JS_REPLACE.exec(text)?.[1] ?? META_REFRESH.exec(text)?.[1] ?? null, link);
      } catch {
        if (signal?.aborted) throw signal.reason;
        return null;
      }
    },
  };
}

/** An absolute http(s) URL that is not another Baidu redirect, or null. */
function webUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.replace(/&amp;/gu, '&'), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (isBaiduRedirect(url.toString())) return null;
    return url.toString();
  } catch {
    return null;
  }
}
