import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../services/principal';
import { resolveGuestPrincipal } from './guest-principal';

/**
 * The principal behind a request: the signed-in user when the session plugin found one (their checks are
 * saved and counted per account), otherwise the guest (cookie + IP; sets the guest cookie when missing).
 */
export function resolvePrincipal(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secure: boolean; ipKey: (ip: string) => string },
): Principal {
  if (request.user) return { kind: 'user', userId: request.user.id, email: request.user.email };
  return resolveGuestPrincipal(request, reply, options);
}
