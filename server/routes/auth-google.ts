import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OAuthCallbackMessage } from '../../contracts/auth';
import type { Config } from '../config';
import type { Pool } from '../db/pool';
import { AppError } from '../errors';
import { renderCallbackPage } from '../services/auth/google/callback-page';
import { finishGoogleSignIn } from '../services/auth/google/finish-google-sign-in';
import { GOOGLE_MESSAGES } from '../services/auth/google/google-messages';
import { createGoogleOidc, type GoogleOidc } from '../services/auth/google/google-oidc';
import { bindFlowToBrowser, clearFlowBrowserCookie, readFlowBrowserId } from '../services/auth/google/flow-browser-cookie';
import { startGoogleSignIn } from '../services/auth/google/start-google-sign-in';
import { consumeRateLimit, RateLimitedError, RATE_LIMITS } from '../services/usage/rate-limiter';
import { createSession, revokeSession, setSessionCookie } from '../services/auth/session-store';
import { beginSecondStep } from '../services/auth/two-step/second-step';
import { setSecondStepCookie } from '../services/auth/two-step/second-step-cookie';
import { deviceKnowsUser, rememberDevice } from '../services/auth/device-cookie';
import { tellOfNewBrowser } from '../services/auth/new-browser-mail';
import type { MailOutbox } from '../services/mail/mail-outbox';

export const GOOGLE_CALLBACK_PATH = '/api/v1/auth/google/callback';

export interface AuthGoogleRouteOptions {
  pool: Pool;
  /** Public base URL: the redirect URI and the only origin the popup reports to derive from it. */
  appUrl: string;
  google: Config['google'];
  now: () => Date;
  /** Secure cookies (APP_URL is https). */
  secure: boolean;
  /** Where the e-mail about a sign-in from a new browser is queued. */
  outbox: MailOutbox;
}

const startQuerySchema = z.object({ mode: z.enum(['signin', 'signup']).default('signin') });

/**
 * Google sign-in (spec §4 popup flow). GET start redirects to the provider; the provider redirects to GET
 * callback, which answers a small page that reports the outcome to the opening window. Both are top-level
 * navigations in the popup, so errors are pages too (JSON for a client that does not ask for HTML).
 */
export async function authGoogleRoutes(app: FastifyInstance, options: AuthGoogleRouteOptions): Promise<void> {
  const { clientId, clientSecret, issuer } = options.google;
  const appOrigin = new URL(options.appUrl).origin;
  const oidc: GoogleOidc | undefined =
    clientId && clientSecret
      ? createGoogleOidc({ clientId, clientSecret, issuer, redirectUri: `${options.appUrl}${GOOGLE_CALLBACK_PATH}` })
      : undefined;

  const sendPage = (reply: FastifyReply, status: number, message: OAuthCallbackMessage) => {
    const page = renderCallbackPage(message, appOrigin);
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', page.csp)
      // The app's pages keep a link to this popup only while every page in it opts out of isolation.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .send(page.html);
  };
  const failure = (request: FastifyRequest, reply: FastifyReply, error: AppError) => {
    if (!wantsHtml(request)) throw error;
    return sendPage(reply, error.status, { type: 'oauth-callback', status: 'error', code: error.code, message: error.message });
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/auth/google/start',
    {
      schema: {
        'x-error-codes': ['GOOGLE_NOT_CONFIGURED', 'RATE_LIMITED'],
        operationId: 'startGoogleSignIn',
        summary: 'Start Google sign-in (redirects to the provider)',
        description: 'Sends the browser to Google to sign in or sign up with a Google account.',
        tags: ['auth'],
        querystring: startQuerySchema,
        response: { 302: z.null().describe("A redirect to Google's sign-in page") },
      },
    },
    async (request, reply) => {
      if (!oidc) return failure(request, reply, new AppError('GOOGLE_NOT_CONFIGURED', GOOGLE_MESSAGES.notConfigured));
      const now = options.now();
      try {
        await consumeRateLimit(options.pool, RATE_LIMITS.googleStartIp, request.ip, now);
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        void reply.header('retry-after', String(error.retryAfterSeconds));
        return failure(request, reply, error);
      }
      const browserId = bindFlowToBrowser(request, reply, options.secure);
      let url: URL;
      try {
        url = await startGoogleSignIn({ db: options.pool, oidc, mode: request.query.mode, browserId, now });
      } catch (error) {
        request.log.error({ err: error }, 'Google sign-in: provider discovery failed');
        return failure(request, reply, new AppError('OAUTH_FAILED', GOOGLE_MESSAGES.unavailable));
      }
      return reply
        .header('cache-control', 'no-store')
        .header('cross-origin-opener-policy', 'unsafe-none')
        .redirect(url.href, 302);
    },
  );

  app.get(
    GOOGLE_CALLBACK_PATH,
    {
      schema: {
        'x-error-codes': ['GOOGLE_NOT_CONFIGURED', 'OAUTH_FAILED'],
        operationId: 'completeGoogleSignIn',
        summary: 'Google sign-in callback (answers the popup page)',
        description: 'Where Google sends the browser back: it signs the user in and answers the page that tells the sign-in popup how it went.',
        tags: ['auth'],
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      if (!oidc) return failure(request, reply, new AppError('GOOGLE_NOT_CONFIGURED', GOOGLE_MESSAGES.notConfigured));
      const search = request.raw.url?.includes('?') ? request.raw.url.slice(request.raw.url.indexOf('?')) : '';
      const now = options.now();
      const outcome = await finishGoogleSignIn({ pool: options.pool, oidc, search, browserId: readFlowBrowserId(request), now, log: request.log });
      if (outcome.status === 'error') {
        return sendPage(reply, 400, { type: 'oauth-callback', status: 'error', code: outcome.code, message: outcome.message });
      }
      clearFlowBrowserCookie(reply, options.secure);
      // Two-step sign-in is asked after Google as after a password: no session before it (decision 026).
      const secondStep = await beginSecondStep(options.pool, outcome.userId, 'google', now);
      if (secondStep) {
        setSecondStepCookie(reply, secondStep.token, options.secure);
        return sendPage(reply, 200, { type: 'oauth-callback', status: 'second-step', message: GOOGLE_MESSAGES.secondStep });
      }
      // A new session at every sign-in; one this browser held before (maybe another account's) ends here.
      if (request.user?.sessionId) await revokeSession(options.pool, request.user.sessionId);
      const userAgent = request.headers['user-agent'];
      const session = await createSession(
        options.pool,
        { userId: outcome.userId, ip: request.ip, ...(userAgent ? { userAgent } : {}) },
        now,
      );
      setSessionCookie(reply, session.token, session.expiresAt, { secure: options.secure });
      const client = { ip: request.ip, ...(userAgent ? { userAgent } : {}) };
      if (!deviceKnowsUser(request, outcome.userId)) await tellOfNewBrowser({ pool: options.pool, outbox: options.outbox, appUrl: options.appUrl }, outcome.userId, client, 'google', now);
      rememberDevice(request, reply, outcome.userId, { secure: options.secure });
      return sendPage(reply, 200, { type: 'oauth-callback', status: 'success', message: GOOGLE_MESSAGES.success });
    },
  );
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}
