import { apiJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export interface SignUpInput {
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * POST /api/v1/auth/sign-up — answered the same way whether or not the address is registered, and it does
 * not sign in: the e-mail must be confirmed first (a link is sent).
 */
export function signUp(input: SignUpInput): Promise<{ ok: true; message: string }> {
  return apiJson<{ ok: true; message: string }>('/auth/sign-up', { method: 'POST', json: input });
}

export function useSignUp() {
  return useAction({ action: signUp });
}
