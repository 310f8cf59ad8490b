import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../../../contracts/auth';
import { buildSessionSnapshot, sessionSnapshot, subscribeSession } from '../api/session-store';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Whether the server has Google sign-in set up; undefined until the session has loaded. */
  googleConfigured: boolean | undefined;
}

/**
 * Who is signed in. A failed session request with nothing known before counts as signed out (the visitor
 * can still use the guest features); a failed refetch keeps the last answer.
 */
export function useSession(): SessionState {
  const { data, failed } = useSyncExternalStore(subscribeSession, sessionSnapshot, buildSessionSnapshot);
  if (data) return { status: data.user ? 'signed-in' : 'signed-out', user: data.user, googleConfigured: data.google.configured };
  return { status: failed ? 'signed-out' : 'loading', user: null, googleConfigured: failed ? false : undefined };
}
