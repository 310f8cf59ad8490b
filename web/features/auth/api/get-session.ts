import type { Session } from '../../../../contracts/auth';
import { ApiError, apiJson } from '../../../lib/api-client';

/** What the app assumes before it has asked, and after signing out. */
export const SIGNED_OUT_SESSION: Session = { user: null, expiresAt: null, google: { configured: false } };

// zod stays out of the home page's JavaScript (contracts are imported for types only): a shape check
// guards against an unexpected answer (a proxy's HTML page, an older server).
function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const user = v.user as Record<string, unknown> | null | undefined;
  const google = v.google as Record<string, unknown> | undefined;
  return (
    (user === null || (typeof user === 'object' && typeof user?.id === 'string' && typeof user.email === 'string')) &&
    typeof google === 'object' &&
    google !== null &&
    typeof google.configured === 'boolean'
  );
}

/** GET /api/v1/auth/session — who is signed in (user null when nobody) and whether Google sign-in is set up. */
export async function getSession(): Promise<Session> {
  const body = await apiJson<unknown>('/auth/session');
  if (!isSession(body)) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return body;
}
