/** Directives that keep a page out of the index: `none` means `noindex, nofollow`. */
const NOINDEX = new Set(['noindex', 'none']);

/** Robots directives that carry a value after a colon, so the colon does not name a crawler. */
const VALUED = new Set(['max-snippet', 'max-image-preview', 'max-video-preview', 'unavailable_after']);

/** `<meta name="robots" content="noindex, nofollow">`: directives separated by commas (and, loosely, spaces). */
export function robotsMetaSaysNoindex(content: string): boolean {
  return content
    .toLowerCase()
    .split(/[\s,]+/u)
    .some((token) => NOINDEX.has(token));
}

/**
 * An X-Robots-Tag header (several headers arrive joined by ', ') says noindex for every crawler or for
 * Googlebot. A `crawler:` prefix applies to the directives after it until the next prefix, as in
 * `googlebot: noindex, otherbot: nofollow` (developers.google.com/search/docs/crawling-indexing/robots-meta-tag).
 */
export function robotsHeaderSaysNoindex(header: string | null): boolean {
  if (header === null) return false;
  let crawler: string | null = null;
  for (const part of header.toLowerCase().split(',')) {
    let directive = part.trim();
    const prefixed = /^([a-z0-9_-]+)\s*:\s*(.*)$/u.exec(directive);
    if (prefixed?.[1] !== undefined && !VALUED.has(prefixed[1])) {
      crawler = prefixed[1];
      directive = (prefixed[2] ?? '').trim();
    }
    if ((crawler === null || crawler === 'googlebot') && NOINDEX.has(directive)) return true;
  }
  return false;
}
