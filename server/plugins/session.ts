import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/pool';
import { AppError } from '../errors';
import { AUTH_MESSAGES } from '../services/auth/auth-messages';
import { clearSessionCookie, resolveSession, SESSION_COOKIE } from '../services/auth/session-store';

/** The signed-in user behind a request. */
export interface RequestUser {
  id: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
  /** Absolute end of the session. */
  sessionExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for /api requests carrying a live `rc_session` cookie; null otherwise. */
    user: RequestUser | null;
  }
}

export interface SessionPluginOptions {
  db: Queryable;
  now: () => Date;
  /** Secure cookies (APP_URL is https). */
  secure: boolean;
}

/**
 * Resolves `rc_session` on every /api request into `request.user`. Registered on the root instance (not
 * encapsulated) so every route sees it. A cookie naming a dead session is cleared so the browser stops
 * sending it. Needs @fastify/cookie registered first.
 */
export function registerSession(app: FastifyInstance, options: SessionPluginOptions): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    request.user = null;
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await resolveSession(options.db, token, options.now());
    if (!session) {
      clearSessionCookie(reply, { secure: options.secure });
      return;
    }
    request.user = {
      id: session.userId,
      email: session.email,
      emailVerified: session.emailVerified,
      sessionId: session.sessionId,
      sessionExpiresAt: session.expiresAt,
    };
  });
}

/** The signed-in user, or 401 UNAUTHENTICATED. */
export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated, 401);
  return request.user;
}

/**
 * onRequest hook of routes that answer only the signed-in user with their own data: 401 without a session,
 * and answers no shared cache may keep.
 */
export async function signedInOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  requireUser(request);
  void reply.header('cache-control', 'no-store');
}
