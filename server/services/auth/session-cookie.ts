import type { FastifyReply } from 'fastify';
import { SESSION_ABSOLUTE_LIFETIME_MS } from './session-policy';

export const SESSION_COOKIE = 'rc_session';

/**
 * Sets `rc_session`: httpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site POSTs), Secure
 * on https. Max-Age runs to the session's absolute end, so the browser drops it when the server would.
 */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, options: { secure: boolean }): void {
  const remainingMs = Math.min(SESSION_ABSOLUTE_LIFETIME_MS, Math.max(0, expiresAt.getTime() - Date.now()));
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/',
    maxAge: Math.floor(remainingMs / 1000),
  });
}

/** Removes `rc_session` from the browser (same attributes, so the browser matches the cookie). */
export function clearSessionCookie(reply: FastifyReply, options: { secure: boolean }): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/' });
}
