import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../services/principal';
import { resolveGuestPrincipal } from './guest-principal';

/**
 * The principal behind a request: the workspace of the signed-in user when the session plugin found one (checks
 * are saved and counted per workspace), otherwise the guest (cookie + IP; sets the guest cookie when missing).
 */
export function resolvePrincipal(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secure: boolean; ipKey: (ip: string) => string },
): Principal {
  // A member's checks are the workspace's: saved to its history and counted against its plan (decision 025).
  if (request.user) return { kind: 'user', userId: request.workspace?.id ?? request.user.id, email: request.user.email };
  return resolveGuestPrincipal(request, reply, options);
}
