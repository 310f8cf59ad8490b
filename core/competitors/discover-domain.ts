import { parse } from 'tldts';
import { readUrl } from '../ranking/read-url';
import { unwrapResultUrl } from '../ranking/unwrap-result-url';

/**
 * The registrable domain (ASCII, lower case) a result URL or a stored website belongs to, so `www.rival.com`,
 * `shop.rival.com/x` and `https://Rival.com/` are all `rival.com`. Read as core/ranking parseTarget reads
 * websites: engine redirect wrappers unwrapped, IDN hosts in punycode, the Public Suffix List with its private
 * section (`alice.github.io` is a site of its own). Null for IP addresses, bare public suffixes and what is not
 * a URL.
 * @example registrableDomainOf('https://www.Rival.com/shoes') // 'rival.com'
 */
export function registrableDomainOf(urlOrSite: string): string | null {
  const parts = readUrl(unwrapResultUrl(urlOrSite));
  if (parts === null || !parts.host.includes('.')) return null;
  const parsed = parse(parts.host, { allowPrivateDomains: true });
  if (parsed.isIp) return null;
  return parsed.domain;
}
