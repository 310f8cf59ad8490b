import type { OAuthCallbackMessage } from '../../../../contracts/auth';

const STATUSES: readonly string[] = ['success', 'second-step', 'error'] satisfies OAuthCallbackMessage['status'][];

/**
 * The Google callback's report (contracts/auth.ts oauthCallbackMessageSchema, checked by hand: the sign-in and
 * sign-up pages' first load carries no schema library), or null for anything else posted to the window.
 */
export function readOAuthCallbackMessage(value: unknown): OAuthCallbackMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, status, code, message } = value as Record<string, unknown>;
  if (type !== 'oauth-callback' || typeof status !== 'string' || !STATUSES.includes(status)) return null;
  if ((code !== undefined && typeof code !== 'string') || (message !== undefined && typeof message !== 'string')) return null;
  return {
    type,
    status: status as OAuthCallbackMessage['status'],
    ...(code === undefined ? {} : { code }),
    ...(message === undefined ? {} : { message }),
  };
}
