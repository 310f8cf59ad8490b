/**
 * The first segments of the paths account-routes.tsx holds. The router looks a path up here before it loads
 * that table: a public page's path (a post's /blog/:slug, an unknown one) does not load it.
 */
export const ACCOUNT_PATH_SEGMENTS: ReadonlySet<string> = new Set([
  'report',
  'report-email',
  'verify-email',
  'confirm-email',
  'unsubscribe',
  'join',
  'dashboard',
  'reports',
  'sites',
  'schedules',
  'history',
  'competitors',
  'settings',
  'learn',
  'payment',
]);

/** Whether a path (with or without a leading slash) belongs to account-routes.tsx. */
export function isAccountPath(path: string): boolean {
  const first = path.replace(/^\/+/, '').split('/')[0] ?? '';
  return ACCOUNT_PATH_SEGMENTS.has(first);
}
