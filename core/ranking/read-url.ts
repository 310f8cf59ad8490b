/** A URL reduced to what ranking compares: ASCII lower-case host without trailing dot, and a normalised path. */
export interface UrlParts {
  scheme: string;
  host: string;
  path: string;
  hasUserInfo: boolean;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Path as compared: percent-escapes decoded (so `%C3%9C`, `%c3%9c` and `Ü` agree), trailing slashes removed,
 * `''` for the root. Case is kept: paths are case-sensitive on most servers.
 */
export function normalizePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A stray '%' that is not an escape: compare the path as written.
  }
  return decoded.replace(/\/+$/u, '');
}

/**
 * Parses a URL or bare host (`example.com/x`, `//example.com`, `HTTPS://Example.com:8080/`) with the WHATWG
 * `URL` class, which exists in browsers and Node and converts IDN host names to punycode. Null when unparsable.
 */
export function readUrl(input: string): UrlParts | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const withScheme = HAS_SCHEME.test(trimmed)
    ? trimmed
    : trimmed.startsWith('//')
      ? `http:${trimmed}`
      : `http://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/\.+$/u, '');
  if (host === '') return null;
  return {
    scheme: url.protocol.slice(0, -1).toLowerCase(),
    host,
    path: normalizePath(url.pathname),
    hasUserInfo: url.username !== '' || url.password !== '',
  };
}
