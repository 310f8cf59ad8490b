import type { SessionUser } from '../../../../contracts/auth';
import { apiFetch, apiJson } from '../../../lib/api-client';

const post = <T>(path: string, json?: unknown) => apiJson<T>(path, { method: 'POST', json: json ?? {} });

/** POST /api/v1/auth/change-password — ends every session and starts a fresh one for this browser. */
export const changePassword = (input: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
  post<{ user: SessionUser }>('/auth/change-password', input);

/** POST /api/v1/auth/change-email — the address changes only once the link sent to it is opened. */
export const changeEmail = (input: { newEmail: string; password: string }) =>
  post<{ ok: true; message: string }>('/auth/change-email', input);

/** POST /api/v1/auth/sign-out-others — ends every session of the account except this one. */
export const signOutOtherSessions = () => post<{ revoked: number }>('/auth/sign-out-others');

/**
 * POST /api/v1/me/delete — deletes the account and all its data. Accounts with a password confirm with it;
 * Google-only accounts type their e-mail address instead.
 */
export async function deleteAccount(confirmation: { password: string } | { confirmEmail: string }): Promise<void> {
  await apiFetch('/me/delete', { method: 'POST', json: confirmation });
}
