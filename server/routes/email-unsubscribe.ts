import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { EMAIL_UNSUBSCRIBE_PATH, emailUnsubscribeQuerySchema, emailUnsubscribeResultSchema } from '../../contracts/email-preferences';
import type { Pool } from '../db/pool';
import type { UnsubscribeTokens } from '../services/alert-emails/unsubscribe-token';
import { unsubscribeAlertEmails } from '../services/alert-emails/email-preferences';
import { consumeRateLimit, type RateLimitRule } from '../services/usage/rate-limiter';
import { useAuthErrorHandler } from './auth-route-helpers';

/** The origin check lets this path through: mail providers POST it without cookies or an Origin of ours. */
export { EMAIL_UNSUBSCRIBE_PATH };

/** Per client IP: plenty for people and mail providers, little for anyone trying tokens. */
export const EMAIL_UNSUBSCRIBE_RATE_LIMIT: RateLimitRule = { bucket: 'email_unsubscribe:ip', limit: 60, windowMs: 15 * 60_000 };

export interface EmailUnsubscribeRouteOptions {
  pool: Pool;
  tokens: UnsubscribeTokens;
  now: () => Date;
}

/**
 * POST /api/v1/email/unsubscribe?token= turns alert e-mails off for the user the signed token names. It is
 * the RFC 8058 one-click target of the List-Unsubscribe header (mail clients POST `List-Unsubscribe=One-Click`
 * as a form, without cookies or an Origin of ours) and what the /unsubscribe page POSTs when the person
 * clicks. Nothing answers a GET: link scanners open links, and opening must not unsubscribe anyone.
 */
export async function emailUnsubscribeRoutes(app: FastifyInstance, options: EmailUnsubscribeRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool, tokens, now } = options;
  useAuthErrorHandler(api);
  // RFC 8058 bodies; only their arrival matters (the token is in the URL), so they are read as text and ignored.
  api.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  api.addHook('onRequest', async (request, reply) => {
    void reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
    await consumeRateLimit(pool, EMAIL_UNSUBSCRIBE_RATE_LIMIT, request.ip, now());
  });
  api.post(
    EMAIL_UNSUBSCRIBE_PATH,
    {
      schema: {
        'x-error-codes': ['INVALID_TOKEN', 'RATE_LIMITED'],
        operationId: 'unsubscribeFromAlertEmails',
        summary: 'Stop rank alert e-mails (public)',
        description: "Stops rank alert e-mails with the signed token from an e-mail's unsubscribe link, also as a mail client's one-click unsubscribe (RFC 8058), no sign-in needed.",
        tags: ['notifications'],
        querystring: emailUnsubscribeQuerySchema,
        response: { 200: emailUnsubscribeResultSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => unsubscribeAlertEmails(pool, tokens, request.query.token, now()),
  );
}
