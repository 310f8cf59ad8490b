import { parse } from 'tldts';
import { hostToUnicode } from './host-to-unicode';
import { readUrl } from './read-url';

/**
 * What the typed website means:
 * - `site`: a registrable domain, bare or with `www.` — any host under it;
 * - `host`: another subdomain — that host and its `www.` form;
 * - `page`: a URL with a path — that page only (host with `www.` folded, path without trailing slash).
 * Hosts are ASCII (punycode) lower case; `display` is the human form (Unicode host, path as typed).
 */
export type Target =
  | { kind: 'site'; registrableDomain: string; display: string }
  | { kind: 'host'; host: string; display: string }
  | { kind: 'page'; host: string; path: string; display: string };

export type ParseTargetResult = { ok: true; target: Target } | { ok: false; reason: 'empty' | 'invalid' };

const INVALID: ParseTargetResult = { ok: false, reason: 'invalid' };

/** C0 and C1 control characters and DEL: no web address holds them once its escapes are decoded (`%00`, `%0A`). */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/u;

/**
 * Registrable domain of an ASCII host by the Public Suffix List including its private section, so
 * `alice.github.io` is a site of its own. A host that is itself a private suffix (`github.io`) has none, yet it
 * is still a website: its ICANN-section domain anchors it as a `host` target. Null for IPs and invalid names.
 */
function domainsOf(host: string): { registrable: string | null; anchor: string } | null {
  const privateAware = parse(host, { allowPrivateDomains: true });
  if (privateAware.hostname === null || privateAware.isIp) return null;
  const anchor = privateAware.domain ?? parse(host).domain;
  return anchor === null ? null : { registrable: privateAware.domain, anchor };
}

/** `www.` is folded only when what remains still contains the registrable domain (`www.com` stays itself). */
function foldWww(host: string, domain: string): string {
  const rest = host.startsWith('www.') ? host.slice(4) : host;
  return rest === domain || rest.endsWith(`.${domain}`) ? rest : host;
}

/**
 * Reads the website a user typed: with or without an http(s) scheme, any case, IDN or punycode, a port,
 * a trailing dot or slash. Query and fragment are ignored; a path of just `/` means no path.
 * IP addresses, single-label hosts such as `localhost`, bare public suffixes, and paths that hold control
 * characters once decoded (`/a%00b`) are invalid.
 * @example parseTarget('https://www.Example.com/') // { ok: true, target: { kind: 'site', registrableDomain: 'example.com', ... } }
 */
export function parseTarget(input: string): ParseTargetResult {
  if (input.trim() === '') return { ok: false, reason: 'empty' };
  const parts = readUrl(input);
  if (parts === null || (parts.scheme !== 'http' && parts.scheme !== 'https')) return INVALID;
  // `mailto:me@example.com` reads as user info before a host; a website never carries credentials.
  if (parts.hasUserInfo) return INVALID;
  // The path is compared (and stored) decoded: `/a%00b` would become a NUL, which no database text can hold.
  if (CONTROL_CHARACTER.test(parts.path)) return INVALID;
  if (!parts.host.includes('.')) return INVALID;
  const domains = domainsOf(parts.host);
  if (domains === null) return INVALID;

  const host = foldWww(parts.host, domains.anchor);
  const displayHost = hostToUnicode(host);
  if (parts.path !== '') {
    return { ok: true, target: { kind: 'page', host, path: parts.path, display: `${displayHost}${parts.path}` } };
  }
  if (host === domains.registrable) {
    return { ok: true, target: { kind: 'site', registrableDomain: host, display: displayHost } };
  }
  return { ok: true, target: { kind: 'host', host, display: displayHost } };
}
