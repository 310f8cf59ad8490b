import type { Location } from 'react-router';
import { readStorage, removeStorage, writeStorage } from '../lib/safe-storage';
import { RELOAD_GUARD_KEY, loadWithRetry, type RecoveryEnv } from './lazy-with-retry';

// A page's code is loaded while the router is still showing the previous page, so the address bar has
// not changed yet: the recovery reload must go to where the visitor was heading.
let pendingLocation: Pick<Location, 'pathname' | 'search' | 'hash'> | null = null;

/** Called by the router on every state change with the location being navigated to, if any. */
export function setPendingLocation(location: Pick<Location, 'pathname' | 'search' | 'hash'> | null): void {
  pendingLocation = location;
}

/** The real browser side of loadWithRetry(). */
export const browserRecoveryEnv: RecoveryEnv = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  clearCaches: async () => {
    if (!('caches' in window)) return;
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  },
  reload: () => {
    const target = pendingLocation ? `${pendingLocation.pathname}${pendingLocation.search}${pendingLocation.hash}` : '';
    const url = new URL(target || window.location.href, window.location.href);
    url.searchParams.set('reload', String(Date.now()));
    window.location.replace(url.toString());
  },
  getGuard: () => readStorage('session', RELOAD_GUARD_KEY),
  setGuard: (value) => writeStorage('session', RELOAD_GUARD_KEY, value),
  clearGuard: () => removeStorage('session', RELOAD_GUARD_KEY),
  now: () => Date.now(),
  importUrl: (url) => import(/* @vite-ignore */ url),
};

/**
 * Route `lazy` helper: `lazy: lazyRoute(() => import('./page'), (page) => ({ Component: page.Page }))`.
 * The import is retried on its own (loadWithRetry imports the module again under a fresh URL), then `pick`
 * takes the route's parts from the module.
 */
export function lazyRoute<M, T>(importModule: () => Promise<M>, pick: (module: M) => T): () => Promise<T> {
  return async () => pick(await loadWithRetry(importModule, browserRecoveryEnv));
}
