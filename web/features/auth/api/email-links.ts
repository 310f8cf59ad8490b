import { apiJson } from '../../../lib/api-client';

/** Neutral answer of requests that must not reveal whether an account exists. */
export interface Accepted {
  ok: true;
  message: string;
}

const post = <T>(path: string, json: unknown) => apiJson<T>(path, { method: 'POST', json });

/**
 * POST /api/v1/auth/verify-email — the link from the sign-up e-mail. Away from the browser that signed up it
 * answers PASSWORD_NEEDED, and confirms with the account's `password` or a `newPassword` (twice).
 */
export const verifyEmail = (input: { token: string; password?: string; newPassword?: string; confirmPassword?: string }) =>
  post<Accepted>('/auth/verify-email', input);

/** POST /api/v1/auth/confirm-email-change — the link sent to a new address. */
export const confirmEmailChange = (token: string) => post<Accepted>('/auth/confirm-email-change', { token });

/** POST /api/v1/auth/resend-verification */
export const resendVerification = (email: string) => post<Accepted>('/auth/resend-verification', { email });

/** POST /api/v1/auth/forgot-password */
export const forgotPassword = (email: string) => post<Accepted>('/auth/forgot-password', { email });

/** POST /api/v1/auth/reset-password — ends every session of the account. */
export const resetPassword = (input: { token: string; password: string; confirmPassword: string }) =>
  post<Accepted>('/auth/reset-password', input);
