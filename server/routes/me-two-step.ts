import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { appSetUpSchema, recoveryCodesSchema, secondStepSchema, twoStepStatusSchema } from '../../contracts/two-step';
import { requireSessionUser, signedInOnly } from '../plugins/session';
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
  const person = (request: Parameters<typeof requireSessionUser>[0]) => {
    const user = requireSessionUser(request);
    return { id: user.id, email: user.email, sessionId: user.sessionId };
  };

  api.get(
    '/api/v1/me/two-step',
    {
      schema: { operationId: 'getTwoStep', summary: 'Two-step sign-in', description: 'Whether sign-in asks for an authenticator app’s code, since when, and the recovery codes left.', tags, response: { 200: twoStepStatusSchema, ...errors } },
    },
    async (request) => getTwoStepStatus(deps, person(request).id),
  );
  api.post(
    '/api/v1/me/two-step/app',
    {
      schema: {
        'x-error-codes': ['ALREADY_EXISTS'],
        operationId: 'startTwoStepApp',
        summary: 'Set up an authenticator app',
        description: 'Makes a new secret for an authenticator app, as a QR code and as text. Nothing changes at sign-in until the app’s first code confirms it.',
        tags,
        response: { 200: appSetUpSchema, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await startAppSetUp(deps, person(request))),
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
      const { sessionId, ...who } = person(request);
      return reply.header('cache-control', 'no-store').send(await confirmAppSetUp(deps, who, sessionId, request.body.code));
    },
  );
  api.post(
    '/api/v1/me/two-step/recovery-codes',
    {
      schema: {
        'x-error-codes': ['INVALID_CODE', 'RATE_LIMITED'],
        operationId: 'renewRecoveryCodes',
        summary: 'New recovery codes',
        description: 'After a fresh second step, ten new recovery codes replace the old ones, which stop working.',
        tags,
        body: secondStepSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await renewRecoveryCodes(deps, person(request), request.body.code)),
  );
  api.post(
    '/api/v1/me/two-step/off',
    {
      schema: {
        'x-error-codes': ['INVALID_CODE', 'RATE_LIMITED'],
        operationId: 'turnOffTwoStep',
        summary: 'Turn two-step sign-in off',
        description: 'After a fresh second step (the app’s code or a recovery code), sign-in asks for the password alone again.',
        tags,
        body: secondStepSchema,
        response: { 204: z.null().describe('Turned off.'), ...errors },
      },
    },
    async (request, reply) => {
      await turnOffTwoStep(deps, person(request), request.body.code);
      return reply.code(204).send(null);
    },
  );
}
