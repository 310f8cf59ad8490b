import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  QueryClientContext,
  type QueryClient,
  type QueryKey,
  type QueryObserver,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { loadQueryClient, queryCore } from './query-client-loader';

/** What a lazy query answers: react-query's result, or a pending one until the data layer is loaded. */
export type LazyQueryResult<TData, TError = Error> = Pick<
  QueryObserverResult<TData, TError>,
  'data' | 'error' | 'isError' | 'isPending' | 'isSuccess' | 'isFetching' | 'status'
> & { refetch: () => void };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The app's query client once the data layer is loaded (the provider's; a test's own); undefined before.
 * `load` asks for it. What a component sends later (an invalidation after a change) goes through here.
 */
export function useLoadedQueryClient(load: boolean): { client: QueryClient | undefined; failed: Error | null; retry: () => void } {
  const client = useContext(QueryClientContext);
  const [failed, setFailed] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load || client) return;
    let live = true;
    loadQueryClient().catch((error: unknown) => live && setFailed(asError(error)));
    return () => {
      live = false;
    };
  }, [load, client, attempt]);
  const retry = useCallback(() => {
    setFailed(null);
    setAttempt((n) => n + 1);
  }, []);
  return { client, failed, retry };
}

/**
 * For a change sent from a public page (a signed-in user's check): the client to update the cache with when it is
 * done, loading the data layer if no page has yet.
 */
export function useQueryClientLater(): () => Promise<QueryClient> {
  const client = useContext(QueryClientContext);
  return useCallback(() => (client ? Promise.resolve(client) : loadQueryClient()), [client]);
}

/**
 * useQuery for what a public page shows only to a signed-in user (the navbar's plan and workspace): the same
 * queries and cache as the signed-in pages' useQuery, but react-query is loaded only once the query is enabled,
 * so a guest never downloads it (decision 005). Once loaded it observes the query as useQuery does.
 */
export function useLazyQuery<TQueryFnData, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: QueryObserverOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
): LazyQueryResult<TData, TError> {
  const enabled = options.enabled !== false;
  const { client, failed, retry } = useLoadedQueryClient(enabled);
  const core = client ? queryCore() : undefined;
  const defaulted = client?.defaultQueryOptions(options);

  // One observer per client, made at the first render that has one (react-query's useQuery does the same).
  const made = useRef<{ client: QueryClient; observer: QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey> } | null>(null);
  if (client && core && defaulted && made.current?.client !== client) {
    made.current = { client, observer: new core.QueryObserver(client, defaulted) };
  }
  const observer = made.current?.observer;

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!observer || !core) return () => undefined;
      const unsubscribe = observer.subscribe(core.notifyManager.batchCalls(onChange));
      // A change between the render and the subscription is not missed.
      observer.updateResult();
      return unsubscribe;
    },
    [observer, core],
  );
  const snapshot = useCallback(() => observer?.getCurrentResult(), [observer]);
  useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  }, [observer, defaulted]);

  if (observer && defaulted) {
    const result = observer.getOptimisticResult(defaulted);
    return { ...result, refetch: () => void result.refetch() };
  }
  return {
    data: undefined,
    error: failed,
    isError: failed !== null,
    isPending: failed === null,
    isSuccess: false,
    isFetching: enabled && failed === null,
    status: failed === null ? 'pending' : 'error',
    refetch: retry,
  } as LazyQueryResult<TData, TError>;
}
