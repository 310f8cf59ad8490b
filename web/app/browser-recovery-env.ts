import { readStorage, removeStorage, writeStorage } from '../lib/safe-storage';
import { RELOAD_GUARD_KEY, loadWithRetry, type RecoveryEnv } from './lazy-with-retry';

/** The real browser side of loadWithRetry(). */
export const browserRecoveryEnv: RecoveryEnv = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  clearCaches: async () => {
    if (!('caches' in window)) return;
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  },
  reload: () => {
    const url = new URL(window.location.href);
    url.searchParams.set('reload', String(Date.now()));
    window.location.replace(url.toString());
  },
  getGuard: () => readStorage('session', RELOAD_GUARD_KEY),
  setGuard: (value) => writeStorage('session', RELOAD_GUARD_KEY, value),
  clearGuard: () => removeStorage('session', RELOAD_GUARD_KEY),
  now: () => Date.now(),
};

/** Route `lazy` helper: `lazy: lazyRoute(() => import('./page'))`. */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return () => loadWithRetry(load, browserRecoveryEnv);
}
