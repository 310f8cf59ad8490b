import type { Target } from './parse-target';
import { isHostUnder } from './is-host-under';
import { readUrl } from './read-url';
import { unwrapResultUrl } from './unwrap-result-url';

function isHostOrWwwForm(resultHost: string, host: string): boolean {
  return resultHost === host || resultHost === `www.${host}`;
}

/**
 * True when a result URL belongs to the target. The URL is unwrapped first, then compared by parsed host
 * (ASCII, lower case, trailing dot removed) and path, whatever its scheme or port. Hosts are compared
 * label-wise, so look-alikes (`notexample.com`, `example.com.evil.io`, `example.co`) never match:
 * - `site`: the registrable domain or any host under it;
 * - `host`: that host or its `www.` form;
 * - `page`: that host (or its `www.` form) and the same path, ignoring a trailing slash, query and fragment.
 */
export function matchesTarget(target: Target, resultUrl: string): boolean {
  const parts = readUrl(unwrapResultUrl(resultUrl));
  if (parts === null) return false;
  switch (target.kind) {
    case 'site':
      return isHostUnder(parts.host, target.registrableDomain);
    case 'host':
      return isHostOrWwwForm(parts.host, target.host);
    case 'page':
      return isHostOrWwwForm(parts.host, target.host) && parts.path === target.path;
  }
}
