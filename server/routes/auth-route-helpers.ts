import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/error-handler';
import type { ClientContext } from '../services/auth/auth-deps';
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
