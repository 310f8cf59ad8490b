import type { QueryClient, QueryObserver, notifyManager } from '@tanstack/react-query';

/**
 * The data layer (react-query) loads when a page first needs it, not with every page (decision 005): a guest
 * on a public page never downloads it. This module holds no react-query code; lib/query-client.ts, loaded on
 * demand, creates the app's one client and hands over the classes lib/use-lazy-query.ts observes queries with.
 */
export interface QueryCore {
  QueryObserver: typeof QueryObserver;
  notifyManager: typeof notifyManager;
}

let core: QueryCore | undefined;
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** Called by lib/query-client.ts as it loads (on demand in the app, at once where a test imports it). */
export function provideQueryCore(loaded: QueryCore): void {
  core = loaded;
}

export function queryCore(): QueryCore | undefined {
  return core;
}

/** The app's client once loaded; undefined before. */
export function loadedQueryClient(): QueryClient | undefined {
  return client;
}

export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Creates the app's client with the data layer at hand (a page's chunk that carries it), once. */
export function installQueryClient(create: () => QueryClient): QueryClient {
  if (!client) {
    client = create();
    // What QueryClientProvider would do: refetch on focus and reconnect, resume paused mutations.
    client.mount();
    listeners.forEach((listener) => listener());
  }
  return client;
}

/** Loads the data layer and creates the app's client, once; a failed load (offline) may be tried again. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    ({ createQueryClient }) => installQueryClient(createQueryClient),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
