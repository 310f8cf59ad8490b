import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/pool';
import { AppError } from '../errors';
import { AUTH_MESSAGES } from '../services/auth/auth-messages';
import { clearSessionCookie, resolveSession, SESSION_COOKIE } from '../services/auth/session-store';
import { SESSION_ONLY } from '../services/api-keys/api-access';
import { authenticateApiKey, type ApiKeyAuthOptions } from './api-key-auth';
import { isWorkspaceId, namedWorkspace, workspaceFrom } from './workspace';

/** The signed-in user behind a request: through a browser session, or an API key of theirs. */
export interface RequestUser {
  id: string;
  email: string;
  emailVerified: boolean;
  /** The browser session; null for a request made with an API key. */
  sessionId: string | null;
  /** Absolute end of the session; null with an API key. */
  sessionExpiresAt: Date | null;
  /** The API key the request was made with; null for a browser session. */
  apiKey: { id: string; scope: 'read' | 'write'; workspaceId: string } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for /api requests carrying a live `rc_session` cookie or a valid API key; null otherwise. */
    user: RequestUser | null;
  }
}

export interface SessionPluginOptions {
  db: Queryable;
  now: () => Date;
  /** Secure cookies (APP_URL is https). */
  secure: boolean;
  /** API keys (`Authorization: Bearer rc_live_…`): checked instead of the session cookie when the header is sent. */
  apiKeys: ApiKeyAuthOptions;
}

/**
 * Resolves `rc_session` on every /api request into `request.user`. Registered on the root instance (not
 * encapsulated) so every route sees it. A cookie naming a dead session is cleared so the browser stops
 * sending it. Needs @fastify/cookie registered first.
 */
export function registerSession(app: FastifyInstance, options: SessionPluginOptions): void {
  app.decorateRequest('user', null);
  app.decorateRequest('workspace', null);
  app.addHook('onRequest', async (request, reply) => {
    request.user = null;
    request.workspace = null;
    if (!request.url.startsWith('/api/')) return;
    // A request with a key is the key's maker, whatever cookies it carries: one identity per request.
    const named = namedWorkspace(request);
    if (request.headers.authorization !== undefined) {
      const { user, membership } = await authenticateApiKey(request, reply, { db: options.db, now: options.now(), ...options.apiKeys });
      const workspaceId = user.apiKey!.workspaceId;
      // A key acts in the workspace it was made in; naming another is refused like a workspace one left.
      request.workspace = named === undefined || named === workspaceId ? workspaceFrom(workspaceId, membership) : null;
      request.user = user;
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const malformed = named !== undefined && !isWorkspaceId(named);
    const session = await resolveSession(options.db, token, options.now(), malformed ? null : (named ?? null));
    if (!session) {
      clearSessionCookie(reply, { secure: options.secure });
      return;
    }
    const user: RequestUser = {
      id: session.userId,
      email: session.email,
      emailVerified: session.emailVerified,
      sessionId: session.sessionId,
      sessionExpiresAt: session.expiresAt,
      apiKey: null,
    };
    request.user = user;
    request.workspace = malformed ? null : workspaceFrom(named ?? user.id, session.membership);
  });
}

/** The signed-in user, or 401 UNAUTHENTICATED. */
export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);
  return request.user;
}

/** The user of a browser session: routes an API key may not use (the key layer refuses them first). */
export function requireSessionUser(request: FastifyRequest): RequestUser & { sessionId: string; sessionExpiresAt: Date } {
  const user = requireUser(request);
  if (user.sessionId === null || user.sessionExpiresAt === null) throw new AppError('SESSION_REQUIRED', SESSION_ONLY);
  return { ...user, sessionId: user.sessionId, sessionExpiresAt: user.sessionExpiresAt };
}

/** Who a browser session's request is, as the account services take a person: id, e-mail and the session. */
export function sessionPerson(request: FastifyRequest): { id: string; email: string; sessionId: string } {
  const user = requireSessionUser(request);
  return { id: user.id, email: user.email, sessionId: user.sessionId };
}

/**
 * onRequest hook of routes that answer only the signed-in user with their own data: 401 without a session,
 * and answers no shared cache may keep.
 */
export async function signedInOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  requireUser(request);
  void reply.header('cache-control', 'no-store');
}
