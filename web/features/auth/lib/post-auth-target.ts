import { paths } from '../../../config/paths';
import { hasPendingCheck } from '../../../lib/pending-rank-check';

const AUTH_PAGES = new Set<string>([paths.login, paths.signup]);

/**
 * A `next` path is followed only when it is a path of this site: '//evil.example' or '/\evil.example'
 * would leave it (open redirect), and going back to the sign-in pages would loop.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const pathname = next.split(/[?#]/, 1)[0] ?? '';
  return AUTH_PAGES.has(pathname) ? null : next;
}

/**
 * Spec §2 (Login): after signing in — with a password or Google — go to / when a pending rank check waits
 * (it is replayed there), else to the protected page the visitor came from, else to /dashboard.
 */
export function postAuthTarget(next: string | null | undefined, now: Date): string {
  if (hasPendingCheck(now)) return paths.home;
  return safeNextPath(next) ?? paths.dashboard;
}

/** /login?next=... for a protected page the visitor could not open yet. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `${paths.login}?${new URLSearchParams({ next }).toString()}`;
}
