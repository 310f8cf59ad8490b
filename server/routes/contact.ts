import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { contactReceivedSchema, contactRequestSchema } from '../../contracts/contact';
import { submitContactMessage, type ContactDeps } from '../services/contact/submit-contact-message';

export interface ContactRouteOptions {
  deps: ContactDeps;
  now: () => Date;
  /** Keyed hash of a client address (guest-ip-key): what the message and its rate limit are keyed by. */
  ipKey: (ip: string) => string;
}

/**
 * POST /api/v1/contact — a message to the team from anyone; a signed-in sender's account is noted with it.
 * 202 once stored: the e-mail to CONTACT_EMAIL is a background job. The Origin check (plugins/origin-check)
 * applies as to every state-changing /api request.
 */
export async function contactRoutes(app: FastifyInstance, options: ContactRouteOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/contact',
    {
      schema: {
        'x-error-codes': ['RATE_LIMITED'],
        operationId: 'sendContactMessage',
        summary: 'Send a message to the team (public)',
        description: 'Sends a message to the team from anyone, signed in or not, limited per client address and per e-mail address.',
        tags: ['contact'],
        body: contactRequestSchema,
        response: { 202: contactReceivedSchema, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const sender = { ipKey: options.ipKey(request.ip), userId: request.user?.id ?? null };
      await submitContactMessage(options.deps, request.body, sender, options.now());
      return reply.code(202).send({ received: true });
    },
  );
}
