import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/error-handler';
import type { ClientContext } from '../services/auth/auth-deps';
import { deviceKnowsUser, rememberDevice } from '../services/auth/device-cookie';
import { tellOfNewBrowser, type SignInMethod } from '../services/auth/new-browser-mail';
import { revokeSession, setSessionCookie } from '../services/auth/session-store';
import { loadSessionUser } from '../services/auth/session-user';
import type { TwoStepDeps } from '../services/auth/two-step/two-step-settings';

export interface AuthRouteOptions {
  /** The account services' needs, and the sealer of authenticator secrets (two-step sign-in). */
  deps: TwoStepDeps;
  /** Secure cookies (APP_URL is https). */
  secureCookies: boolean;
}

export function clientOf(request: FastifyRequest): ClientContext {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, ...(userAgent ? { userAgent } : {}) };
}

/** The app's error handling (Retry-After included), never cached, for the routes of this plugin. */
export function useAuthErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(reply.header('cache-control', 'no-store'), error, request.log));
}

/**
 * A sign-in finished: the session this browser held before (maybe another account's) ends, the new one's cookie is
 * set, the account hears of it when the browser is new to it, and the browser is remembered. Answers the user.
 */
export async function answerNewSession(
  request: FastifyRequest,
  reply: FastifyReply,
  options: AuthRouteOptions,
  session: { userId: string; token: string; expiresAt: Date },
  method: SignInMethod,
): Promise<FastifyReply> {
  const { deps } = options;
  const cookieOptions = { secure: options.secureCookies };
  if (request.user?.sessionId) await revokeSession(deps.pool, request.user.sessionId);
  setSessionCookie(reply, session.token, session.expiresAt, cookieOptions);
  if (!deviceKnowsUser(request, session.userId)) await tellOfNewBrowser(deps, session.userId, clientOf(request), method, deps.now());
  rememberDevice(request, reply, session.userId, cookieOptions);
  const user = await loadSessionUser(deps.pool, session.userId);
  if (!user) throw new Error('signed-in user vanished');
  return reply.header('cache-control', 'no-store').send({ user });
}
