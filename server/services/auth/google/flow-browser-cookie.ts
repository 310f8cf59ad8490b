import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from '../../tokens/random-token';
import { OAUTH_FLOW_TTL_MS } from './start-google-sign-in';

export const FLOW_BROWSER_COOKIE = 'rc_oauth';
/** Only the Google routes ever receive it. */
const COOKIE_PATH = '/api/v1/auth/google';

/** The id of this browser's Google sign-ins, from its signed cookie; undefined when it has none (or a forged one). */
export function readFlowBrowserId(request: FastifyRequest): string | undefined {
  const raw = request.cookies[FLOW_BROWSER_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/**
 * The browser's id for a new sign-in: the one it holds (several popups in one browser share it) or a new
 * random one. The cookie is httpOnly, signed and SameSite=Lax: Google's redirect back is a top-level GET, so it
 * comes along; a page on another site cannot read or set it.
 */
export function bindFlowToBrowser(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const id = readFlowBrowserId(request) ?? newToken().token;
  reply.setCookie(FLOW_BROWSER_COOKIE, id, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: Math.floor(OAUTH_FLOW_TTL_MS / 1000),
  });
  return id;
}

export function clearFlowBrowserCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(FLOW_BROWSER_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
}
