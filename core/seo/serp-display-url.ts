import { hostToUnicode } from '../ranking/host-to-unicode';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//iu;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A stray '%' that is not an escape: show the segment as written.
    return segment;
  }
}

/**
 * The address as a results page shows it, Google's breadcrumb style: `https://www.example.com/blog/post?x=1`
 * -> `example.com › blog › post`. The host is shown in Unicode without `www.`, path segments are decoded and
 * joined by ' › ', and the query and fragment are dropped, as Google drops them. An address that cannot be
 * parsed is shown as given.
 */
export function serpDisplayUrl(address: string): string {
  const trimmed = address.trim();
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//u, '')}`);
  } catch {
    return trimmed;
  }
  if (url.hostname === '') return trimmed;
  const host = hostToUnicode(url.hostname).replace(/^www\./iu, '') + (url.port === '' ? '' : `:${url.port}`);
  const segments = url.pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  return [host, ...segments].join(' › ');
}
