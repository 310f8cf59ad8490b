import { resolverFor } from '../../http/safe-fetch/name-servers';
import { createSafeFetch, type SafeFetch } from '../../http/safe-fetch/safe-fetch';

/**
 * An honest User-Agent for reading pages: it names the product and where to learn about it. The
 * "Mozilla/5.0 (compatible; …)" form is the one search engines' crawlers use, which servers that sort requests
 * by browser family understand.
 */
export function pageUserAgent(appUrl: string, version: string): string {
  return `Mozilla/5.0 (compatible; RankChecker/${version}; +${appUrl})`;
}

/** The SSRF-safe fetch the SEO snapshot reads pages with (PAGE_FETCH_ALLOW_PRIVATE_HOSTS, FETCH_DNS_SERVERS). */
export function createPageFetch(options: { allowPrivateHosts: readonly string[]; dnsServers: readonly string[]; userAgent: string }): SafeFetch {
  return createSafeFetch({ allowPrivateHosts: options.allowPrivateHosts, userAgent: options.userAgent, resolve: resolverFor(options.dnsServers) });
}
