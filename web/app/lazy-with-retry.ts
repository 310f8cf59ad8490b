import { ChunkLoadError } from './chunk-load-error';

export const LAZY_MAX_TRIES = 3;
/** Wait before try n+1 is n seconds (spec: 1 s, then 2 s). */
export const LAZY_RETRY_DELAY_MS = 1000;
/** Set before the recovery reload; if the reloaded page fails again we show the error instead of looping. */
export const RELOAD_GUARD_KEY = 'rank-checker:chunk-reload';

export interface RecoveryEnv {
  sleep: (ms: number) => Promise<void>;
  /** Deletes every Cache Storage entry (stale service-worker or HTTP caches may hold the old index). */
  clearCaches: () => Promise<void>;
  /** Navigates to the current URL with a cache-busting query. */
  reload: () => void;
  getGuard: () => string | null;
  setGuard: (value: string) => void;
  clearGuard: () => void;
  now: () => number;
  /** import() of a module by URL (a cache-busting one: see loadWithRetry). */
  importUrl: (url: string) => Promise<unknown>;
}

/** A recovery reload less than this long ago means the fresh page failed too: stop and show the error. */
const GUARD_WINDOW_MS = 60_000;

// The module a failed import() was fetching, as browsers name it in the error (Chromium: "Failed to fetch
// dynamically imported module: <url>"; Firefox: "error loading dynamically imported module: <url>").
const FAILED_MODULE_URL = /(?:https?:\/\/[^\s'"]+|\/[^\s'"]+)\.m?js\b/;

/** The failed module's URL with a query no earlier try used, or null when the error does not name it. */
export function cacheBustingUrl(error: unknown, attempt: number, now: number): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const url = FAILED_MODULE_URL.exec(message)?.[0];
  if (!url) return null;
  const busted = new URL(url, 'http://placeholder');
  busted.searchParams.set('retry', `${now}-${attempt}`);
  return url.startsWith('/') ? `${busted.pathname}${busted.search}` : busted.toString();
}

/**
 * Runs `load` up to LAZY_MAX_TRIES times, waiting 1 s then 2 s. A browser remembers a failed import() and
 * answers a second import() of the same URL with the same failure without asking the server again, so a
 * retry imports the failed module under a cache-busting URL instead (when the error names it; Safari's
 * does not, and its retries can only repeat the original). After the last failure it clears the caches and
 * reloads once with a cache-busting query; if that already happened in the last minute, it throws a
 * ChunkLoadError so the error screen explains what happened.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, env: RecoveryEnv): Promise<T> {
  let lastError: unknown;
  let next = load;
  for (let attempt = 1; attempt <= LAZY_MAX_TRIES; attempt++) {
    try {
      const loaded = await next();
      env.clearGuard();
      return loaded;
    } catch (error) {
      lastError = error;
      const url = cacheBustingUrl(error, attempt, env.now());
      // The fresh copy is the same module under another URL, so it has the same exports as the original.
      if (url) next = () => env.importUrl(url) as Promise<T>;
      if (attempt < LAZY_MAX_TRIES) await env.sleep(LAZY_RETRY_DELAY_MS * attempt);
    }
  }
  const guard = Number(env.getGuard() ?? NaN);
  const recentlyReloaded = Number.isFinite(guard) && env.now() - guard < GUARD_WINDOW_MS;
  if (!recentlyReloaded) {
    env.setGuard(String(env.now()));
    await env.clearCaches().catch(() => undefined);
    env.reload();
    // The page is going away; never settle so the router keeps the current screen until it does.
    return new Promise<T>(() => undefined);
  }
  throw new ChunkLoadError(lastError);
}
