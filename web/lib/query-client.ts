import { QueryClient, QueryObserver, notifyManager } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { provideQueryCore } from './query-client-loader';

// Whoever loads this module has the data layer: queries observed outside react-query's hooks can now run.
provideQueryCore({ QueryObserver, notifyManager });

/** Client errors (4xx) are answers, not glitches: retrying them only repeats the same answer. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** `retryDelayMs` replaces the growing wait between retries (1 s, then 2 s): component tests retry at once. */
export function createQueryClient(options: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        ...(options.retryDelayMs === undefined ? {} : { retryDelay: options.retryDelayMs }),
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
