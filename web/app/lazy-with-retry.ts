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
}

/** A recovery reload less than this long ago means the fresh page failed too: stop and show the error. */
const GUARD_WINDOW_MS = 60_000;

/**
 * Runs `load` up to LAZY_MAX_TRIES times, waiting 1 s then 2 s. After the last failure it clears the
 * caches and reloads once with a cache-busting query; if that already happened in the last minute, it
 * throws a ChunkLoadError so the error screen explains what happened.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, env: RecoveryEnv): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= LAZY_MAX_TRIES; attempt++) {
    try {
      const loaded = await load();
      env.clearGuard();
      return loaded;
    } catch (error) {
      lastError = error;
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
