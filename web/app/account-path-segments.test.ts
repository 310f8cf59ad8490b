import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATH_SEGMENTS, isAccountPath } from './account-path-segments';
import { layoutRoutes, standaloneRoutes } from './account-routes';
import { routes } from './router';

/** Every path a table holds, its parents' segments included. */
function paths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    return [...(route.path ? [path] : []), ...paths(route.children ?? [], path)];
  });
}

describe('the account pages the router adds on demand', () => {
  it('are all found by their first segment, so the router loads their table for each', () => {
    const accountPaths = paths([...standaloneRoutes, ...layoutRoutes]);
    expect(accountPaths).toContain('/dashboard');
    expect(accountPaths.filter((path) => !isAccountPath(path))).toEqual([]);
    const firstSegments = new Set(accountPaths.map((path) => path.split('/')[1]));
    expect([...ACCOUNT_PATH_SEGMENTS].filter((segment) => !firstSegments.has(segment))).toEqual([]);
  });

  it('share no first segment with a public page, which would then load them too', () => {
    const publicPaths = paths(routes).filter((path) => path !== '/*');
    expect(publicPaths).toContain('/blog/:slug');
    expect(publicPaths.filter(isAccountPath)).toEqual([]);
  });

  it('reads a path with or without its leading slash', () => {
    expect(isAccountPath('/sites/example.com')).toBe(true);
    expect(isAccountPath('settings')).toBe(true);
    expect(isAccountPath('/sitemap.xml')).toBe(false);
    expect(isAccountPath('/')).toBe(false);
  });
});
