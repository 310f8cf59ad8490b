import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../../contracts/auth';
import { apiJson } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { broadcastAuthEvent } from '../lib/auth-channel';
import { applySignedIn } from './get-session';

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/v1/auth/sign-in — sets the session cookie. */
export function signIn(input: SignInInput): Promise<{ user: SessionUser }> {
  return apiJson<{ user: SessionUser }>('/auth/sign-in', { method: 'POST', json: input });
}

/**
 * Signs in, shows the user as signed in here and tells the other tabs. A toast from an earlier failed attempt
 * ('Sign In Failed', the lasting 'Email Not Verified') no longer holds, so it goes before the signed-in page.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async ({ user }) => {
      void notify.dismiss();
      broadcastAuthEvent('signed-in');
      await applySignedIn(queryClient, user);
    },
  });
}
