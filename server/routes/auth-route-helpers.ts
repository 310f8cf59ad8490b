import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toErrorResponse } from '../plugins/error-handler';
import type { AuthDeps, ClientContext } from '../services/auth/auth-deps';
import { RateLimitedError } from '../services/auth/rate-limiter';

export interface AuthRouteOptions {
  deps: AuthDeps;
  /** Secure cookies (APP_URL is https). */
  secureCookies: boolean;
}

export function clientOf(request: FastifyRequest): ClientContext {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, ...(userAgent ? { userAgent } : {}) };
}

/** The app's error handling plus a Retry-After header on 429 RATE_LIMITED, for the routes of this plugin. */
export function useAuthErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
    const { status, body } = toErrorResponse(error, request.log);
    return reply.status(status).header('cache-control', 'no-store').send(body);
  });
}
