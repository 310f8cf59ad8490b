import { ApiError } from '../../../lib/api-client';

export interface ToastText {
  title: string;
  description: string;
}

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/**
 * Spec §8: 'Sign In Failed' / 'Sign Up Failed' with the server's message (or 'Something went wrong') when
 * the server answered; 'Sign In Error' / 'Sign Up Error' for anything unexpected; 'Network Error' when the
 * server could not be reached.
 */
export function authErrorToast(action: 'Sign In' | 'Sign Up', error: unknown): ToastText {
  if (!(error instanceof ApiError)) return { title: `${action} Error`, description: UNEXPECTED_ERROR };
  if (error.code === 'NETWORK_ERROR') return { title: 'Network Error', description: error.message };
  if (error.code === 'BAD_RESPONSE') return { title: `${action} Error`, description: UNEXPECTED_ERROR };
  return { title: `${action} Failed`, description: error.message || 'Something went wrong' };
}
