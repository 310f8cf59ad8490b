import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { appSetUpSchema, freshSchema, freshSecondStepSchema, optionalSecondStepSchema, passkeyOptionsSchema, recoveryCodesSchema, secondStepSchema, twoStepStatusSchema } from '../../contracts/two-step';
import { sessionPerson, signedInOnly } from '../plugins/session';
import { freshPasskeyOptions } from '../services/auth/passkeys/assertion-options';
import { confirmSecondStep } from '../services/auth/two-step/fresh-second-step';
import { confirmAppSetUp, getTwoStepStatus, renewRecoveryCodes, startAppSetUp, turnOffTwoStep, type TwoStepDeps } from '../services/auth/two-step/two-step-settings';

export interface MeTwoStepRouteOptions {
  deps: TwoStepDeps;
}

const errors = { '4xx': apiErrorSchema };
const tags = ['account'];

/**
 * Two-step sign-in with an authenticator app (decision 026), from the signed-in browser only: its state, setting
 * it up with a first code, new recovery codes and turning it off, each change after a fresh second step.
 */
export async function meTwoStepRoutes(app: FastifyInstance, options: MeTwoStepRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = options;
  api.addHook('onRequest', signedInOnly);

  api.get(
    '/api/v1/me/two-step',
    {
      schema: {
        operationId: 'getTwoStep',
        summary: 'Two-step sign-in',
        description: 'Whether sign-in asks for a second step and with what (an authenticator app, passkeys), the recovery codes left, and until when this session may make sensitive changes without confirming again.',
        tags,
        response: { 200: twoStepStatusSchema, ...errors },
      },
    },
    async (request) => {
      const { id, sessionId } = sessionPerson(request);
      return getTwoStepStatus(deps, id, sessionId);
    },
  );
  api.post(
    '/api/v1/me/two-step/confirm/passkey-options',
    {
      schema: {
        'x-error-codes': ['INVALID_INPUT', 'UNAVAILABLE'],
        operationId: 'startConfirmWithPasskey',
        summary: 'Confirm it’s you: a challenge for a passkey',
        description: "WebAuthn options for the account's passkeys, for `confirmSecondStep` with a passkey.",
        tags,
        response: { 200: passkeyOptionsSchema, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await freshPasskeyOptions(deps, sessionPerson(request))),
  );
  api.post(
    '/api/v1/me/two-step/confirm',
    {
      schema: {
        'x-error-codes': ['INVALID_CODE', 'RATE_LIMITED', 'UNAVAILABLE'],
        operationId: 'confirmSecondStep',
        summary: 'Confirm it’s you',
        description:
          'A fresh second step from this session (the app’s code, a recovery code, or a passkey’s answer to `startConfirmWithPasskey`). For the next 15 minutes the sensitive changes that answered SECOND_STEP_REQUIRED go through.',
        tags,
        body: freshSecondStepSchema,
        response: { 200: freshSchema, ...errors },
      },
    },
    async (request) => confirmSecondStep(deps, sessionPerson(request), request.body),
  );
  api.post(
    '/api/v1/me/two-step/app',
    {
      schema: {
        'x-error-codes': ['ALREADY_EXISTS', 'SECOND_STEP_REQUIRED'],
        operationId: 'startTwoStepApp',
        summary: 'Set up an authenticator app',
        description: 'Makes a new secret for an authenticator app, as a QR code and as text. Nothing changes at sign-in until the app’s first code confirms it.',
        tags,
        response: { 200: appSetUpSchema, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await startAppSetUp(deps, sessionPerson(request))),
  );
  api.post(
    '/api/v1/me/two-step/app/confirm',
    {
      schema: {
        'x-error-codes': ['INVALID_CODE'],
        operationId: 'confirmTwoStepApp',
        summary: 'Turn two-step sign-in on',
        description: 'Confirms the app with its current code. Answers ten recovery codes, shown this once; every other session of the account is signed out.',
        tags,
        body: secondStepSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { sessionId, ...who } = sessionPerson(request);
      return reply.header('cache-control', 'no-store').send(await confirmAppSetUp(deps, who, sessionId, request.body.code));
    },
  );
  api.post(
    '/api/v1/me/two-step/recovery-codes',
    {
      schema: {
        'x-error-codes': ['INVALID_CODE', 'INVALID_INPUT', 'RATE_LIMITED', 'SECOND_STEP_REQUIRED'],
        operationId: 'renewRecoveryCodes',
        summary: 'New recovery codes',
        description: 'After a fresh second step (a code sent with the request, or `confirmSecondStep` a moment before), ten new recovery codes replace the old ones, which stop working.',
        tags,
        body: optionalSecondStepSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await renewRecoveryCodes(deps, sessionPerson(request), request.body.code)),
  );
  api.post(
    '/api/v1/me/two-step/off',
    {
      schema: {
        'x-error-codes': ['INVALID_CODE', 'INVALID_INPUT', 'RATE_LIMITED', 'SECOND_STEP_REQUIRED'],
        operationId: 'turnOffTwoStep',
        summary: 'Remove the authenticator app',
        description:
          'After a fresh second step (a code sent with the request, or `confirmSecondStep` a moment before), the app no longer works for sign-in. With no passkey left, sign-in asks for the password alone again.',
        tags,
        body: optionalSecondStepSchema,
        response: { 204: z.null().describe('Turned off.'), ...errors },
      },
    },
    async (request, reply) => {
      await turnOffTwoStep(deps, sessionPerson(request), request.body.code);
      return reply.code(204).send(null);
    },
  );
}
