const SCHEME = /^([a-z][a-z0-9+.-]*):\/\//iu;

/**
 * Parses a web address as a person types it: an explicit http/https scheme is kept, none means `https://`
 * (what browsers try first today), any other scheme is not a web page. `new URL` rather than `readUrl`
 * because the snapshot must keep the port, which `readUrl` leaves out.
 */
function readWebUrl(input: string): URL | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
  const candidate = scheme === undefined ? `https://${trimmed.replace(/^\/\//u, '')}` : trimmed;
  try {
    const url = new URL(candidate);
    return url.hostname === '' ? null : url;
  } catch {
    return null;
  }
}

/**
 * The page an SEO snapshot analyses for a rank check: the ranking URL when the site was found, otherwise
 * the site's home page built from what the user typed (its scheme and port kept, `https://` by default,
 * the host lower-cased, path '/', no credentials, query or fragment). Null when neither can be read.
 */
export function snapshotUrlFor(result: { matchedUrl: string | null; rank: number; websiteUrl: string }): string | null {
  if (result.rank > 0 && result.matchedUrl) {
    const ranking = readWebUrl(result.matchedUrl);
    if (ranking) return ranking.href;
  }
  const site = readWebUrl(result.websiteUrl);
  return site ? `${site.protocol}//${site.host}/` : null;
}
