import { useNavigate } from 'react-router';
import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { useAction } from '../../../lib/use-action';
import { broadcastAuthEvent } from '../lib/auth-channel';
import { noteUserSignOut } from '../lib/user-sign-out';
import { applySignedOut } from './session-store';

/**
 * Spec §8: a sign-out that fails because the session is already gone (missing session, bad token, 401)
 * has reached its goal, so it counts as success.
 */
export function isAlreadySignedOut(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401 || error.code === 'UNAUTHENTICATED') return true;
  return /session (is )?missing|missing session|no session|session not found|invalid jwt|bad jwt|jwt expired/i.test(error.message);
}

/** POST /api/v1/auth/sign-out — ends the session on the server and clears the cookie. */
export async function signOut(): Promise<void> {
  try {
    await apiFetch('/auth/sign-out', { method: 'POST' });
  } catch (error) {
    if (!isAlreadySignedOut(error)) throw error;
  }
}

/** Spec §8: 'Sign Out Failed' with the server's message or 'Something went wrong'. */
export function signOutFailedText(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : 'Something went wrong';
}

/**
 * Signs out and goes to / (spec: Logout signs out and goes to /), forgets the user's data here and tells
 * the other tabs; a failure shows 'Sign Out Failed'.
 */
export function useSignOut() {
  const queryClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  return useAction({
    action: signOut,
    onSuccess: async () => {
      // A protected page still on screen will see the session end; this tells it to go home, not to /login.
      noteUserSignOut();
      await navigate(paths.home);
      applySignedOut();
      queryClient?.removeQueries({ queryKey: USER_DATA_KEY });
      broadcastAuthEvent('signed-out');
    },
    onError: (error) => void notify.error('Sign Out Failed', signOutFailedText(error)),
  });
}
