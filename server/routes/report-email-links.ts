import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { REPORT_EMAIL_PAGES, reportEmailLinkSchema } from '../../contracts/report';
import type { Queryable } from '../db/pool';
import { consumeRateLimit, type RateLimitRule } from '../services/auth/rate-limiter';
import {
  confirmRecipient,
  openConfirmLink,
  openUnsubscribeLink,
  unsubscribeRecipient,
} from '../services/reports/report-email-links';
import { useAuthErrorHandler } from './auth-route-helpers';

/** Per client IP: plenty for people opening links, little for anyone trying tokens. */
export const REPORT_EMAIL_LINK_RATE_LIMIT: RateLimitRule = { bucket: 'report_email_link:ip', limit: 60, windowMs: 15 * 60_000 };

export interface ReportEmailLinkRouteOptions {
  db: Queryable;
  now: () => Date;
}

const tokenQuery = z.object({ token: z.string().max(200) });
const schema = (summary: string) => ({
  summary,
  tags: ['reports'],
  'x-error-codes': ['INVALID_TOKEN', 'RATE_LIMITED'] as const,
  querystring: tokenQuery,
  response: { 200: reportEmailLinkSchema, '4xx': apiErrorSchema },
});

/**
 * The links in schedule e-mails, for people without an account: confirming a recipient and unsubscribing.
 * The GETs only describe what a link is about: mail scanners and link previews open links, so acting on a GET
 * would confirm addresses (or stop reports) nobody asked for. The pages (web) POST when the person clicks.
 * POST {REPORT_EMAIL_PAGES.unsubscribe} is the RFC 8058 one-click target named by the List-Unsubscribe header:
 * mail clients POST `List-Unsubscribe=One-Click` there as a form, without cookies or an Origin of ours.
 */
export async function reportEmailLinkRoutes(app: FastifyInstance, options: ReportEmailLinkRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  useAuthErrorHandler(api);
  // RFC 8058 bodies; only their arrival matters (the token is in the URL), so they are read as text and ignored.
  api.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  api.addHook('onRequest', async (request, reply) => {
    void reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
    await consumeRateLimit(db, REPORT_EMAIL_LINK_RATE_LIMIT, request.ip, options.now());
  });

  api.get('/api/v1/report-emails/confirm', { schema: schema('What a confirmation link is about (public)') }, async (request) =>
    openConfirmLink(db, request.query.token, options.now()),
  );
  api.post('/api/v1/report-emails/confirm', { schema: schema('Confirm a recipient: their reports start (public)') }, async (request) =>
    confirmRecipient(db, request.query.token, options.now()),
  );
  api.get('/api/v1/report-emails/unsubscribe', { schema: schema('What an unsubscribe link is about (public)') }, async (request) =>
    openUnsubscribeLink(db, request.query.token, options.now()),
  );
  const unsubscribe = schema('Stop the schedule an e-mail came from (public; RFC 8058 one-click on the page URL)');
  api.post('/api/v1/report-emails/unsubscribe', { schema: unsubscribe }, async (request) =>
    unsubscribeRecipient(db, request.query.token, options.now()),
  );
  api.post(REPORT_EMAIL_PAGES.unsubscribe, { schema: unsubscribe }, async (request) =>
    unsubscribeRecipient(db, request.query.token, options.now()),
  );
}
