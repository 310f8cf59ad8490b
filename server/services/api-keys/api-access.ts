import type { AccessTier } from '../../../core/plans/daily-limit';

export const API_NOT_IN_PLAN = 'API access is part of Pro and Enterprise, and of the free trial. Upgrade to use this key again.';
export const INVALID_KEY = 'This API key is not valid: it is unknown, revoked or mistyped. Create one in Settings → API keys.';
export const READ_ONLY_KEY = 'This API key can only read. Create a key with read and write access to make changes.';
export const SESSION_ONLY = 'This can only be done in the app while signed in, not with an API key.';

export interface ApiRateLimits {
  proPerMinute: number;
  enterprisePerMinute: number;
}

/** Requests a minute per key: Enterprise's own figure, Pro's for everyone else with the API (the trial). */
export function rateLimitFor(tier: AccessTier, limits: ApiRateLimits): number {
  return tier === 'enterprise' ? limits.enterprisePerMinute : limits.proPerMinute;
}

/**
 * Where a key is accepted: rank checks, SEO snapshots, history, reports, scheduled checks, tracked sites, competitors,
 * notifications, alert rules, achievements and the plan (to read limits). Account, password, e-mail, billing,
 * keys, webhooks, sharing and branding stay with the browser session: a leaked key must not take an account
 * over, send data elsewhere or spend money.
 */
const KEY_ROUTES = [
  '/api/v1/rank-checks',
  '/api/v1/seo-snapshots',
  '/api/v1/me/history',
  '/api/v1/me/recent-checks',
  '/api/v1/me/stats',
  '/api/v1/me/reports',
  '/api/v1/me/scheduled-checks',
  '/api/v1/me/sites',
  '/api/v1/me/competitors',
  '/api/v1/me/notifications',
  '/api/v1/me/alert-rules',
  '/api/v1/me/achievements',
];
/**
 * Read-only for keys whatever their scope: the plan, and what anyone may read without signing in (prices, the
 * health check, a shared report by its link, this API's own document), so a client that sends its key with
 * every request is not refused where a guest is not.
 */
const KEY_READ_ROUTES = ['/api/v1/me/plan', '/api/v1/health', '/api/v1/pricing', '/api/v1/shared-reports', '/api/openapi.json'];

const under = (path: string, route: string) => path === route || path.startsWith(`${route}/`);
const READS = new Set(['GET', 'HEAD']);

/** What a key may do with this request: 'ok', or why not. `path` is the URL's path without its query. */
export function keyAccess(method: string, path: string, scope: 'read' | 'write'): 'ok' | 'session_only' | 'read_only' {
  const read = READS.has(method);
  if (KEY_READ_ROUTES.some((route) => under(path, route))) return read ? 'ok' : 'session_only';
  if (!KEY_ROUTES.some((route) => under(path, route))) return 'session_only';
  if (!read && scope === 'read') return 'read_only';
  return 'ok';
}
