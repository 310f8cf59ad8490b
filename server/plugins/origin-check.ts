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

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins a browser may send for APP_URL: APP_URL's own, and when it is a loopback address (a local
 * install) the other spellings of loopback on the same port, so http://127.0.0.1:3000 works beside
 * http://localhost:3000. Never the request's own Host: a DNS-rebinding page on another name reaches the server
 * with a Host and an Origin that agree with each other, just not with APP_URL.
 */
export function allowedOrigins(appUrl: string): Set<string> {
  const url = new URL(appUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK_HOSTS.has(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
}

/**
 * Whether a state-changing request may proceed: `Sec-Fetch-Site: cross-site` is refused; an Origin (or, when
 * absent, a Referer) must be one of APP_URL's origins. A request with neither header (curl, a server) passes:
 * browsers always send Origin on POST, so a forged cross-site form cannot omit it.
 */
export function isAllowedOrigin(request: FastifyRequest, origins: ReadonlySet<string>): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const claimed = origin !== undefined ? origin : referer;
  if (claimed === undefined) return true;
  const claimedOrigin = originOf(claimed);
  return claimedOrigin !== undefined && origins.has(claimedOrigin);
}

/**
 * Refuses cross-site POST/PUT/PATCH/DELETE under /api with 403 BAD_ORIGIN (CSRF defence beside SameSite=Lax).
 * `exemptPaths` are endpoints other servers call and that authenticate each request themselves (a signed
 * webhook); they carry no session, so there is nothing for a forged request to ride on.
 */
export function registerOriginCheck(app: FastifyInstance, options: { appUrl: string; exemptPaths?: string[] }): void {
  const origins = allowedOrigins(options.appUrl);
  const exempt = new Set(options.exemptPaths ?? []);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (exempt.has(request.url.split('?')[0] ?? '')) return;
    if (!isAllowedOrigin(request, origins)) throw new AppError('BAD_ORIGIN', AUTH_MESSAGES.badOrigin);
  });
}
