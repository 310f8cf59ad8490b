import type { SerpEntry } from '../serp-provider';
import type { OrganicResultEntry } from './serpapi-response';

/** Baidu's own redirect to a result (`http://www.baidu.com/link?url=...`): the site is not in it. */
export function isBaiduRedirect(link: string): boolean {
  try {
    const url = new URL(link);
    return /(^|\.)baidu\.com$/i.test(url.hostname) && url.pathname === '/link';
  } catch {
    return false;
  }
}

const ELLIPSIS = /(\.\.\.|…)\s*$/u;
/** A host as Baidu prints it: labels of letters, digits and hyphens (IDN in Unicode allowed), a dot between. */
const HOST = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}]{2,}(?::\d{1,5})?$/u;

/**
 * What Baidu's `displayed_link` tells of a result. SerpApi documents it as a full URL
 * (serpapi.com/baidu-organic-results: "https://www.starbucks.com/coffee"); Baidu also prints a host with a
 * path ("zh.wikipedia.org/wiki/咖啡"), a path cut short ("www.coffeereview.cn/guide/begin..."), a
 * breadcrumb ("www.example.com › guide") or only a site name ("百度百科"). The first two are the URL; a cut or
 * breadcrumb path identifies the site only (`partial`); a site name identifies nothing (null).
 */
export function readDisplayedLink(displayed: string): { url: string; partial: boolean } | null {
  let text = displayed.trim().replace(/\s+\d{4}-\d{1,2}-\d{1,2}$/u, '');
  const cut = ELLIPSIS.test(text);
  if (cut) text = text.replace(ELLIPSIS, '');
  // A cut with no path left may have ended inside the host: "www.coffeerev..." names no site we can trust.
  if (cut && !text.replace(/^https?:\/\//iu, '').includes('/')) return null;
  const crumb = text.indexOf(' › ');
  if (crumb !== -1) text = text.slice(0, crumb);
  const partial = cut || crumb !== -1;
  if (/\s/u.test(text)) return null;
  const withScheme = /^https?:\/\//iu.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const authority = withScheme.replace(/^https?:\/\//iu, '').split(/[/?#]/u)[0] ?? '';
  if (!HOST.test(authority)) return null;
  return { url: url.toString(), partial };
}

/**
 * One Baidu organic result: a direct link when SerpApi gives one (public-roadmap #2255 added them), else the
 * site from `displayed_link`, with Baidu's redirect kept to resolve it when that is not enough.
 */
export function readBaiduEntry(entry: OrganicResultEntry): SerpEntry {
  const title = entry.title ?? '';
  const link = entry.link ?? '';
  if (/^https?:\/\//iu.test(link) && !isBaiduRedirect(link)) return { url: link, title };
  const redirect = isBaiduRedirect(link) ? link : undefined;
  const shown = entry.displayed_link ? readDisplayedLink(entry.displayed_link) : null;
  if (!shown) return { url: null, title, ...(redirect ? { redirect } : {}) };
  return { url: shown.url, title, ...(shown.partial ? { partial: true } : {}), ...(redirect ? { redirect } : {}) };
}
