import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'rc_device';
/** Accounts one browser remembers (a shared family computer, say); the oldest drops out first. */
const MAX_ACCOUNTS = 5;
const UUID = /^[0-9a-f-]{36}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

function trustedUserIds(request: FastifyRequest): string[] {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  return unsigned.value.split(',').filter((id) => UUID.test(id));
}

/**
 * Whether this browser signed in to the account before (signed `rc_device` cookie). Such a browser is exempt
 * from the per-account failure limit, so an attacker hammering the account cannot lock its owner out.
 */
export function deviceKnowsUser(request: FastifyRequest, userId: string): boolean {
  return trustedUserIds(request).includes(userId);
}

/** Remembers, after a successful sign-in, that this browser belongs to the account's owner. */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: string, options: { secure: boolean }): void {
  const ids = [userId, ...trustedUserIds(request).filter((id) => id !== userId)].slice(0, MAX_ACCOUNTS);
  reply.setCookie(DEVICE_COOKIE, ids.join(','), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    path: '/api/v1/auth',
    maxAge: ONE_YEAR_SECONDS,
  });
}
