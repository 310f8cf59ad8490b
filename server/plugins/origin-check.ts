import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { AUTH_MESSAGES } from '../services/auth/auth-messages';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a state-changing request may proceed: `Sec-Fetch-Site: cross-site` is refused; an Origin (or, when
 * absent, a Referer) must be APP_URL's origin or the request's own origin. A request with neither header
 * (curl, a server) passes: browsers always send Origin on POST, so a forged cross-site form cannot omit it.
 */
export function isAllowedOrigin(request: FastifyRequest, appOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const claimed = origin !== undefined ? origin : referer;
  if (claimed === undefined) return true;
  const claimedOrigin = originOf(claimed);
  if (!claimedOrigin) return false;
  // Through URL too, so a default port (:80, :443) in Host compares equal to an Origin without it.
  return claimedOrigin === appOrigin || claimedOrigin === originOf(`${request.protocol}://${request.host}`);
}

/**
 * Refuses cross-site POST/PUT/PATCH/DELETE under /api with 403 BAD_ORIGIN (CSRF defence beside SameSite=Lax).
 * `exemptPaths` are endpoints other servers call and that authenticate each request themselves (a signed
 * webhook); they carry no session, so there is nothing for a forged request to ride on.
 */
export function registerOriginCheck(app: FastifyInstance, options: { appUrl: string; exemptPaths?: string[] }): void {
  const appOrigin = new URL(options.appUrl).origin;
  const exempt = new Set(options.exemptPaths ?? []);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (exempt.has(request.url.split('?')[0] ?? '')) return;
    if (!isAllowedOrigin(request, appOrigin)) throw new AppError('BAD_ORIGIN', AUTH_MESSAGES.badOrigin, 403);
  });
}
