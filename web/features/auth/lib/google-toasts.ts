import type { ToastText } from './auth-error-toast';

/** Spec §9: the 'Account Already Exists' toast stays 8 s; the visitor is sent to /login after about 1.5 s. */
export const ACCOUNT_EXISTS_TOAST_MS = 8000;
export const ACCOUNT_EXISTS_REDIRECT_MS = 1500;

export const ACCOUNT_EXISTS_MESSAGE =
  'This Google account is already registered. Please go to the login page and click Sign in with Google.';

/**
 * Spec §8: the toast for a failed Google sign-in, from the code the callback page reports (popup message
 * or the full-page fallback's /login?error=CODE). The server's message wins when it sent one.
 */
export function googleErrorToast(code: string | undefined, message?: string): ToastText {
  switch (code) {
    case 'ACCOUNT_ALREADY_EXISTS':
      return { title: 'Account Already Exists', description: message || ACCOUNT_EXISTS_MESSAGE };
    case 'GOOGLE_NOT_CONFIGURED':
      return { title: 'Google Sign in Failed', description: message || 'Sign-in with Google is not available yet. Please use your e-mail and password.' };
    case 'INVALID_STATE':
      return {
        title: 'Google Sign in Failed',
        description: message || 'The sign-in attempt expired or was started elsewhere. Please try again.',
      };
    case 'ACCESS_DENIED':
      return { title: 'Authentication cancelled', description: message || 'Google sign-in was cancelled.' };
    default:
      return { title: 'Google Sign in Failed', description: message || 'Something went wrong' };
  }
}
