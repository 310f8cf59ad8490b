import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { REPORT_EMAIL_PAGES, reportEmailLinkSchema } from '../../contracts/report';
import type { Queryable } from '../db/pool';
import { consumeRateLimit, type RateLimitRule } from '../services/usage/rate-limiter';
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
/** How the document names and describes each link route; the rest of their schema is the same. */
interface LinkOperation {
  operationId: string;
  summary: string;
  description: string;
}
const schema = (operation: LinkOperation) => ({
  ...operation,
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

  const openConfirm = schema({
    operationId: 'getReportRecipientConfirmation',
    summary: 'What a confirmation link is about (public)',
    description: 'Answers which site, how often and from whom a confirmation link would start reports, without confirming anything.',
  });
  api.get('/api/v1/report-emails/confirm', { schema: openConfirm }, async (request) => openConfirmLink(db, request.query.token, options.now()));
  const confirm = schema({
    operationId: 'confirmReportRecipient',
    summary: 'Confirm a recipient: their reports start (public)',
    description: 'Confirms that the person at the address wants the scheduled report, which from then on is mailed to them.',
  });
  api.post('/api/v1/report-emails/confirm', { schema: confirm }, async (request) => confirmRecipient(db, request.query.token, options.now()));
  const openUnsubscribe = schema({
    operationId: 'getReportUnsubscribe',
    summary: 'What an unsubscribe link is about (public)',
    description: 'Answers which site and schedule an unsubscribe link would stop, without stopping anything.',
  });
  api.get('/api/v1/report-emails/unsubscribe', { schema: openUnsubscribe }, async (request) =>
    openUnsubscribeLink(db, request.query.token, options.now()),
  );
  const unsubscribe = schema({
    operationId: 'unsubscribeFromReport',
    summary: 'Stop the schedule an e-mail came from (public)',
    description: 'Stops the scheduled report an e-mail came from, when its recipient confirms on the unsubscribe page.',
  });
  api.post('/api/v1/report-emails/unsubscribe', { schema: unsubscribe }, async (request) =>
    unsubscribeRecipient(db, request.query.token, options.now()),
  );
  const oneClickUnsubscribe = schema({
    operationId: 'unsubscribeFromReportOneClick',
    summary: 'Stop the schedule an e-mail came from (RFC 8058 one-click)',
    description:
      "Stops the scheduled report an e-mail came from when the recipient's mail client unsubscribes in one click (RFC 8058), at the unsubscribe page's own address.",
  });
  api.post(REPORT_EMAIL_PAGES.unsubscribe, { schema: oneClickUnsubscribe }, async (request) =>
    unsubscribeRecipient(db, request.query.token, options.now()),
  );
}
