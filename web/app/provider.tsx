import { useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { loadedQueryClient, subscribeQueryClient } from '../lib/query-client-loader';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { Toaster } from './toaster';

const notLoaded = () => undefined;

/**
 * The app's providers. The query client is provided once the data layer has loaded (a page that needs it asks,
 * see lib/query-client-loader.ts); the tree keeps its shape meanwhile, so nothing below is drawn again.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const queryClient = useSyncExternalStore(subscribeQueryClient, loadedQueryClient, notLoaded);
  return (
    <ErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
      <QueryClientContext.Provider value={queryClient}>
        <AuthProvider>{children}</AuthProvider>
        <Toaster />
      </QueryClientContext.Provider>
    </ErrorBoundary>
  );
}
