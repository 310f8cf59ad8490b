import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionSchema, type Session } from '../../contracts/auth';
import type { Queryable } from '../db/pool';
import { loadSessionUser } from '../services/auth/session-user';

export interface AuthSessionRouteOptions {
  db: Queryable;
  googleConfigured: boolean;
}

/** GET /api/v1/auth/session: who is signed in (user null when nobody), and whether Google sign-in is offered. */
export async function authSessionRoutes(app: FastifyInstance, options: AuthSessionRouteOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/auth/session',
    {
      schema: {
        operationId: 'getSession',
        summary: 'The current session',
        description: 'Tells whether the browser is signed in, as whom and until when, and whether Google sign-in is offered.',
        tags: ['auth'],
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const user = request.user ? await loadSessionUser(options.db, request.user.id) : null;
      const session: Session = {
        user,
        expiresAt: user && request.user?.sessionExpiresAt ? request.user.sessionExpiresAt.toISOString() : null,
        google: { configured: options.googleConfigured },
      };
      // Per-user answer: never cached by the browser or a proxy.
      return reply.header('cache-control', 'no-store').send(session);
    },
  );
}
