import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedSchema,
  emailCodeSignInSchema,
  emailRequestSchema,
  resetPasswordRequestSchema,
  signedInSchema,
  signInRequestSchema,
  signUpRequestSchema,
  tokenRequestSchema,
  verifyEmailRequestSchema,
} from '../../contracts/auth';
import { apiErrorSchema } from '../../contracts/api-error';
import { secondStepNeededSchema, secondStepSchema } from '../../contracts/two-step';
import { AUTH_MESSAGES } from '../services/auth/auth-messages';
import { confirmEmailChange } from '../services/auth/confirm-email-change';
import { deviceKnowsUser, rememberDevice } from '../services/auth/device-cookie';
import { requestEmailCode, signInWithEmailCode } from '../services/auth/email-code';
import { forgotPassword, resetPassword } from '../services/auth/password-reset';
import { clearSessionCookie, revokeSession } from '../services/auth/session-store';
import { signIn, type SignedIn } from '../services/auth/sign-in';
import { signUp } from '../services/auth/sign-up';
import { finishSecondStep } from '../services/auth/two-step/second-step';
import { clearSecondStepCookie, readSecondStepCookie, setSecondStepCookie } from '../services/auth/two-step/second-step-cookie';
import { newVerifyBrowser, setVerifyBrowserCookie, verifyBrowserSecret } from '../services/auth/verify-browser';
import { resendVerification, verifyEmail } from '../services/auth/verify-email';
import { answerNewSession, type AuthRouteOptions, clientOf, useAuthErrorHandler } from './auth-route-helpers';
import type { SignInMethod } from '../services/auth/new-browser-mail';

const noContent = z.null().describe('No content');
const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };
const tags = ['auth'];

/** Sign-up, e-mail links, sign-in and sign-out (auth-api plan). */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  useAuthErrorHandler(app);
  const { deps } = options;
  const cookieOptions = { secure: options.secureCookies };
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * A first step passed: for an account with two-step sign-in on, the cookie of its waiting sign-in and
   * `secondStep`; otherwise (or after the second step) the session cookie and the user.
   */
  const answerSignIn = async (request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn, method: SignInMethod) => {
    if (signedIn.kind === 'second-step') {
      setSecondStepCookie(reply, signedIn.token, options.secureCookies);
      return reply.header('cache-control', 'no-store').send({ secondStep: { expiresAt: signedIn.expiresAt.toISOString() } });
    }
    return answerNewSession(request, reply, options, signedIn, method);
  };

  r.post(
    '/api/v1/auth/sign-up',
    {
      schema: {
        'x-error-codes': ['PASSWORDS_DONT_MATCH', 'PASSWORD_TOO_SHORT', 'RATE_LIMITED'],
        operationId: 'signUp',
        summary: 'Create an account',
        description: 'Creates an account and mails a link to confirm its address, answering the same whether or not the address already has an account, so nobody can learn who has signed up.',
        tags,
        body: signUpRequestSchema,
        response: { 202: acceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const browser = newVerifyBrowser();
      await signUp(deps, request.body, clientOf(request), browser.hash);
      setVerifyBrowserCookie(reply, browser, cookieOptions);
      return reply.status(202).send({ ok: true, message: AUTH_MESSAGES.signUpAccepted });
    },
  );

  r.post(
    '/api/v1/auth/verify-email',
    {
      schema: {
        'x-error-codes': ['INVALID_TOKEN', 'PASSWORD_NEEDED', 'INVALID_CREDENTIALS', 'PASSWORDS_DONT_MATCH', 'PASSWORD_TOO_SHORT', 'RATE_LIMITED'],
        operationId: 'verifyEmail',
        summary: 'Confirm the e-mail address',
        description: 'Confirms the e-mail address with the token from the confirmation link; opened away from the browser that signed up, it also asks for the password, or a new one.',
        tags,
        body: verifyEmailRequestSchema,
        response: { 200: acceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = await verifyEmail(deps, request.body, clientOf(request), verifyBrowserSecret(request));
      // The browser that confirmed the address is the owner's: signing in from it later is no news to them.
      rememberDevice(request, reply, userId, cookieOptions);
      return { ok: true as const, message: AUTH_MESSAGES.emailVerified };
    },
  );

  r.post(
    '/api/v1/auth/resend-verification',
    {
      schema: {
        'x-error-codes': ['RATE_LIMITED'],
        operationId: 'resendVerificationEmail',
        summary: 'Send a new confirmation link',
        description: 'Mails a new link to confirm the e-mail address of an account that has not confirmed it yet, answering the same for any address.',
        tags,
        body: emailRequestSchema,
        response: { 202: acceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      await resendVerification(deps, request.body.email, clientOf(request));
      return reply.status(202).send({ ok: true, message: AUTH_MESSAGES.resendAccepted });
    },
  );

  r.post(
    '/api/v1/auth/sign-in',
    {
      schema: {
        'x-error-codes': ['EMAIL_NOT_VERIFIED', 'INVALID_CREDENTIALS', 'RATE_LIMITED'],
        operationId: 'signIn',
        summary: 'Sign in with e-mail or phone and password',
        description:
          'Signs in with the password and the account’s e-mail address (`email`) or, instead, the phone number it verified in Settings (`phone`, with its country code), and sets the session cookie the browser sends from then on. For an account with two-step sign-in on, it answers `secondStep` instead and sets a short-lived cookie for POST /api/v1/auth/second-step, which opens the session.',
        tags,
        body: signInRequestSchema,
        response: { 200: z.union([signedInSchema, secondStepNeededSchema]), ...errors },
      },
    },
    async (request, reply) => {
      // Bound to a confirmation link only if one is sent now (right password, address not confirmed yet).
      const browser = newVerifyBrowser();
      setVerifyBrowserCookie(reply, browser, cookieOptions);
      const signedIn = await signIn(deps, request.body, {
        ...clientOf(request),
        deviceKnowsUser: (userId) => deviceKnowsUser(request, userId),
        verifyBrowserHash: browser.hash,
      });
      return answerSignIn(request, reply, signedIn, 'password');
    },
  );

  r.post(
    '/api/v1/auth/second-step',
    {
      schema: {
        'x-error-codes': ['INVALID_CODE', 'INVALID_TOKEN', 'RATE_LIMITED'],
        operationId: 'completeSecondStep',
        summary: 'Sign in: the second step',
        description:
          "After a sign-in answered `secondStep`: the authenticator app's 6-digit code, or one of the recovery codes, from the same browser within 10 minutes. Opens the session. Five wrong codes end the sign-in; five a quarter-hour per account refuse every try until it passes.",
        tags,
        body: secondStepSchema,
        response: { 200: signedInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await finishSecondStep(deps, readSecondStepCookie(request), { code: request.body.code }, clientOf(request));
      clearSecondStepCookie(reply, options.secureCookies);
      return answerSignIn(request, reply, { kind: 'session', ...signedIn }, signedIn.firstStep === 'email' ? 'code' : signedIn.firstStep);
    },
  );

  r.post(
    '/api/v1/auth/sign-out',
    {
      schema: {
        operationId: 'signOut',
        summary: 'Sign out (ends the session on the server)',
        description: "Ends this browser's session on the server and clears its cookie, so a copy of the cookie stops working too.",
        tags,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      if (request.user?.sessionId) await revokeSession(deps.pool, request.user.sessionId);
      clearSessionCookie(reply, cookieOptions);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/v1/auth/forgot-password',
    {
      schema: {
        'x-error-codes': ['RATE_LIMITED'],
        operationId: 'requestPasswordReset',
        summary: 'Mail a password reset link',
        description: 'Mails a link to set a new password to the account with this address, answering the same for any address, so nobody can learn who has an account.',
        tags,
        body: emailRequestSchema,
        response: { 202: acceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      await forgotPassword(deps, request.body.email, clientOf(request));
      return reply.status(202).send({ ok: true, message: AUTH_MESSAGES.forgotAccepted });
    },
  );

  r.post(
    '/api/v1/auth/email-code',
    {
      schema: {
        'x-error-codes': ['RATE_LIMITED'],
        operationId: 'requestEmailSignInCode',
        summary: 'Mail a sign-in code',
        description:
          'Mails a 6-digit sign-in code, working once for 10 minutes, to the account with this address, answering the same for any address. Three a quarter-hour per address, ten an hour per client.',
        tags,
        body: emailRequestSchema,
        response: { 202: acceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestEmailCode(deps, request.body.email, clientOf(request));
      return reply.status(202).send({ ok: true, message: 'If an account uses this address, we e-mailed it a sign-in code. It works once, for 10 minutes.' });
    },
  );

  r.post(
    '/api/v1/auth/email-code/sign-in',
    {
      schema: {
        'x-error-codes': ['INVALID_CODE'],
        operationId: 'signInWithEmailCode',
        summary: 'Sign in with an e-mailed code',
        description: 'Signs in with the address and the code e-mailed to it, as a password does: an account with two-step sign-in on answers `secondStep`. Five wrong codes end a code.',
        tags,
        body: emailCodeSignInSchema,
        response: { 200: z.union([signedInSchema, secondStepNeededSchema]), ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await signInWithEmailCode(deps, request.body.email, request.body.code, clientOf(request));
      return answerSignIn(request, reply, signedIn, 'code');
    },
  );

  r.post(
    '/api/v1/auth/reset-password',
    {
      schema: {
        'x-error-codes': ['INVALID_TOKEN', 'PASSWORDS_DONT_MATCH', 'PASSWORD_TOO_SHORT', 'RATE_LIMITED'],
        operationId: 'resetPassword',
        summary: 'Set a new password with the reset link token',
        description: 'Sets a new password for the account with the token from the password reset e-mail.',
        tags,
        body: resetPasswordRequestSchema,
        response: { 200: acceptedSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body, clientOf(request));
      return { ok: true as const, message: AUTH_MESSAGES.passwordReset };
    },
  );

  r.post(
    '/api/v1/auth/confirm-email-change',
    {
      schema: {
        'x-error-codes': ['INVALID_TOKEN', 'RATE_LIMITED'],
        operationId: 'confirmEmailChange',
        summary: 'Confirm a new e-mail address with the link token',
        description: "Makes the new address the account's e-mail address, with the token from the link mailed to it.",
        tags,
        body: tokenRequestSchema,
        response: { 200: acceptedSchema, ...errors },
      },
    },
    async (request) => {
      await confirmEmailChange(deps, request.body.token, clientOf(request));
      return { ok: true as const, message: AUTH_MESSAGES.emailChanged };
    },
  );
}
