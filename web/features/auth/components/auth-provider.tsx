import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { onUnauthorized } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { refreshSession } from '../api/session-store';
import { useSession } from '../hooks/use-session';
import { subscribeToAuthEvents } from '../lib/auth-channel';

/**
 * Keeps the session fresh app-wide: asks for it at start (not blocking the first paint: the shell renders
 * meanwhile), asks again when another tab signs in or out, when the tab becomes visible again, and after
 * any API call answers 401; drops the previous user's cached data whenever the signed-in user changes.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Undefined until the data layer is loaded (a guest's public page): then there is no one's data to drop.
  const queryClient = useContext(QueryClientContext);
  const { status, user } = useSession();
  const userId = status === 'loading' ? undefined : (user?.id ?? null);
  const lastUserId = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (userId === undefined) return;
    if (lastUserId.current !== undefined && lastUserId.current !== userId) {
      queryClient?.removeQueries({ queryKey: USER_DATA_KEY });
    }
    lastUserId.current = userId;
  }, [queryClient, userId]);

  useEffect(() => {
    const refetch = () => void refreshSession();
    const unsubscribe = subscribeToAuthEvents(refetch);
    // The session request itself answers 200 with user null, so a 401 always comes from another call.
    const stopListening = onUnauthorized(refetch);
    return () => {
      unsubscribe();
      stopListening();
    };
  }, []);

  return children;
}
