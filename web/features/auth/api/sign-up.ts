import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

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
  return useMutation({ mutationFn: signUp });
}
