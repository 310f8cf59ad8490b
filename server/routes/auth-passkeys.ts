import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { signedInSchema } from '../../contracts/auth';
import { passkeyOptionsSchema, passkeyProofSchema, pendingSecondStepSchema } from '../../contracts/two-step';
import { secondStepPasskeyOptions, signInPasskeyOptions } from '../services/auth/passkeys/assertion-options';
import { signInWithPasskey } from '../services/auth/passkeys/passkey-sign-in';
import { finishSecondStep, pendingSecondStep } from '../services/auth/two-step/second-step';
import { clearSecondStepCookie, readSecondStepCookie } from '../services/auth/two-step/second-step-cookie';
import { answerNewSession, type AuthRouteOptions, clientOf, useAuthErrorHandler } from './auth-route-helpers';

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };
const tags = ['auth'];

/**
 * Passkeys at sign-in (decision 026): as the second step of a sign-in waiting in this browser, and as a sign-in on
 * their own. Each passkey answer is to a challenge handed out just before by the matching `…options` call.
 */
export async function authPasskeyRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  useAuthErrorHandler(app);
  const { deps } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/auth/second-step',
    {
      schema: {
        'x-error-codes': ['INVALID_TOKEN'],
        operationId: 'getSecondStep',
        summary: 'Sign in: the second step waiting',
        description: 'The sign-in waiting in this browser for its second step: until when, and whether its account takes it with an authenticator app, a passkey, or both.',
        tags,
        response: { 200: pendingSecondStepSchema, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await pendingSecondStep(deps, readSecondStepCookie(request))),
  );

  r.post(
    '/api/v1/auth/second-step/passkey-options',
    {
      schema: {
        'x-error-codes': ['INVALID_TOKEN', 'INVALID_INPUT', 'UNAVAILABLE'],
        operationId: 'startSecondStepPasskey',
        summary: 'Sign in: a challenge for the passkey',
        description: "WebAuthn options (SimpleWebAuthn's optionsJSON) for the account's passkeys, to pass to `navigator.credentials.get` for the waiting sign-in's second step.",
        tags,
        response: { 200: passkeyOptionsSchema, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await secondStepPasskeyOptions(deps, readSecondStepCookie(request))),
  );

  r.post(
    '/api/v1/auth/second-step/passkey',
    {
      schema: {
        'x-error-codes': ['INVALID_CODE', 'INVALID_TOKEN', 'RATE_LIMITED', 'UNAVAILABLE'],
        operationId: 'completeSecondStepWithPasskey',
        summary: 'Sign in: the second step with a passkey',
        description: 'The passkey’s answer to the challenge of `startSecondStepPasskey`, from the same browser. Opens the session; a failed answer counts like a wrong code.',
        tags,
        body: passkeyProofSchema,
        response: { 200: signedInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await finishSecondStep(deps, readSecondStepCookie(request), { passkey: request.body.passkey }, clientOf(request));
      clearSecondStepCookie(reply, options.secureCookies);
      return answerNewSession(request, reply, options, signedIn, signedIn.firstStep === 'email' ? 'code' : signedIn.firstStep);
    },
  );

  r.post(
    '/api/v1/auth/passkey-options',
    {
      schema: {
        'x-error-codes': ['RATE_LIMITED', 'UNAVAILABLE'],
        operationId: 'startPasskeySignIn',
        summary: 'Sign in with a passkey: a challenge',
        description: 'WebAuthn options naming no account: the browser offers the passkeys it holds for this site, and the authenticator verifies its user.',
        tags,
        response: { 200: passkeyOptionsSchema, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await signInPasskeyOptions(deps, request.ip)),
  );

  r.post(
    '/api/v1/auth/passkey',
    {
      schema: {
        'x-error-codes': ['INVALID_CODE', 'EMAIL_NOT_VERIFIED', 'UNAVAILABLE'],
        operationId: 'signInWithPasskey',
        summary: 'Sign in with a passkey',
        description: 'The passkey’s answer to the challenge of `startPasskeySignIn`. A passkey that verified its user is both steps: the session opens without a password.',
        tags,
        body: passkeyProofSchema,
        response: { 200: signedInSchema, ...errors },
      },
    },
    async (request, reply) => answerNewSession(request, reply, options, await signInWithPasskey(deps, request.body.passkey, clientOf(request)), 'passkey'),
  );
}
