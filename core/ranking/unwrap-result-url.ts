/** How deep nested wrappers are followed (a tracking link inside a redirect link) before giving up. */
const MAX_DEPTH = 3;

function isWebUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\/[^/\s]/i.test(value);
}

/**
 * True for `google.com`, `www.google.co.uk`, `google.com.au`, `yandex.ru`, ...: the engine's own domain under
 * `.com` or a country TLD, and nothing longer, so `google.com.evil.io` is not taken for Google.
 */
function isEngineHost(host: string, engine: string): boolean {
  return new RegExp(`(^|\\.)${engine}\\.(com|[a-z]{2}|co\\.[a-z]{2}|com\\.[a-z]{2})$`, 'u').test(host);
}

/** Bing's `u` parameter is `a1` followed by the target URL in base64url (no padding). */
function decodeBingU(value: string): string | null {
  if (!value.startsWith('a1')) return isWebUrl(value) ? value : null;
  const base64 = value.slice(2).replace(/-/gu, '+').replace(/_/gu, '/');
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    // atob yields bytes as Latin-1 chars; the URL may hold UTF-8, so decode the bytes properly.
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Yahoo puts the target in a path segment: `/RU=<percent-encoded URL>/RK=2/RS=...`. */
function decodeYahooPath(pathname: string): string | null {
  const match = /\/RU=([^/]+)/u.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

function firstWebParam(url: URL, names: readonly string[]): string | null {
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (isWebUrl(value)) return value;
  }
  return null;
}

function unwrapOnce(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  if (isEngineHost(host, 'google') && (path === '/url' || path === '/interstitial')) {
    return firstWebParam(url, ['q', 'url']);
  }
  if (isEngineHost(host, 'bing') && path.startsWith('/ck/a')) {
    const u = url.searchParams.get('u');
    const decoded = u === null ? null : decodeBingU(u);
    return isWebUrl(decoded) ? decoded : null;
  }
  if ((host === 'search.yahoo.com' || host.endsWith('.search.yahoo.com')) && path.includes('/RU=')) {
    const decoded = decodeYahooPath(path);
    return isWebUrl(decoded) ? decoded : null;
  }
  if (isEngineHost(host, 'duckduckgo') && path.startsWith('/l')) {
    return firstWebParam(url, ['uddg', 'u']);
  }
  // Yandex and Baidu links usually carry an encrypted token; only a plain URL in a parameter can be followed.
  if ((isEngineHost(host, 'yandex') || isEngineHost(host, 'ya')) && /^\/(clck|safety)/u.test(path)) {
    return firstWebParam(url, ['url', 'u', 'l']);
  }
  if (isEngineHost(host, 'baidu') && path.startsWith('/link')) {
    return firstWebParam(url, ['url', 'wd']);
  }
  return null;
}

/**
 * Unwraps redirect/tracking wrappers a provider may return: `google.com/url?q=`/`url=`,
 * `bing.com/ck/a?...&u=a1<base64url>`, `r.search.yahoo.com/.../RU=<encoded>/RK=...`, `duckduckgo.com/l/?uddg=`,
 * and Yandex/Baidu link wrappers when the target is a plain URL in a query parameter. Relative Google
 * `/url?q=` links are read against google.com. Returns the input unchanged when it is not a known wrapper.
 * Uses only `URL`, `atob` and `TextDecoder`, so it runs in browsers and Node alike.
 */
export function unwrapResultUrl(url: string): string {
  let current = url.trim();
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    let parsed: URL;
    try {
      parsed = current.startsWith('/url?') ? new URL(current, 'https://www.google.com') : new URL(current);
    } catch {
      break;
    }
    const inner = unwrapOnce(parsed);
    if (inner === null) break;
    current = inner;
  }
  return current === url.trim() ? url : current;
}
