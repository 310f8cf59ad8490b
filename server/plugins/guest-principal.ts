import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GuestPrincipal } from '../services/principal';

export const GUEST_COOKIE = 'rc_guest';
const GUEST_ID = /^[0-9a-f-]{36}$/;

/**
 * The guest behind a request: the id from the signed `rc_guest` cookie, or a new random id set as that
 * cookie (httpOnly so scripts cannot copy it, SameSite=Lax, Secure on https), and its address as a keyed hash.
 * `request.ip` honours TRUST_PROXY through Fastify's trustProxy.
 */
export function resolveGuestPrincipal(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secure: boolean; ipKey: (ip: string) => string },
): GuestPrincipal {
  const raw = request.cookies[GUEST_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  let guestId = unsigned?.valid && unsigned.value && GUEST_ID.test(unsigned.value) ? unsigned.value : undefined;
  if (!guestId) {
    guestId = randomUUID();
    reply.setCookie(GUEST_COOKIE, guestId, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: 400 * 24 * 3600,
    });
  }
  return { kind: 'guest', guestId, ipKey: options.ipKey(request.ip) };
}
