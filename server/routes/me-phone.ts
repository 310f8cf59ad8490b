import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { confirmPhoneSchema, phoneStatusSchema, startPhoneVerificationSchema } from '../../contracts/phone';
import { requireSessionUser, signedInOnly } from '../plugins/session';
import { confirmPhone } from '../services/auth/phone/confirm-phone';
import type { PhoneDeps } from '../services/auth/phone/phone-deps';
import { getPhoneStatus } from '../services/auth/phone/phone-status';
import { cancelPhoneVerification, removePhone } from '../services/auth/phone/remove-phone';
import { startPhoneVerification } from '../services/auth/phone/start-phone-verification';
import { clientOf } from './auth-route-helpers';

export interface MePhoneRouteOptions {
  deps: PhoneDeps;
}

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };
const tags = ['account'];

/**
 * The account's phone number (spec §5), from the signed-in browser only: its state, texting a code to a number,
 * confirming it with that code (the number then signs in with the password), and removing it.
 */
export async function mePhoneRoutes(app: FastifyInstance, options: MePhoneRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = options;
  api.addHook('onRequest', signedInOnly);
  const person = (request: FastifyRequest) => {
    const user = requireSessionUser(request);
    return { id: user.id, email: user.email };
  };

  api.get(
    '/api/v1/me/phone',
    {
      schema: {
        operationId: 'getPhone',
        summary: 'Phone number',
        description: 'The phone number that signs in with the password, since when, and a number waiting for the code texted to it.',
        tags,
        response: { 200: phoneStatusSchema, ...errors },
      },
    },
    async (request) => getPhoneStatus(deps.pool, person(request).id, deps.now()),
  );
  api.post(
    '/api/v1/me/phone',
    {
      schema: {
        'x-error-codes': ['RATE_LIMITED', 'SECOND_STEP_REQUIRED', 'UNAVAILABLE'],
        operationId: 'startPhoneVerification',
        summary: 'Text a code to a phone number',
        description:
          'Texts a 6-digit code, working once for 10 minutes, to a mobile number given with its country code. Nothing changes at sign-in until the code confirms the number. Ten an hour per client, five per account, five a day per number. `INVALID_INPUT` when the provider will not text the number, `UNAVAILABLE` when it failed: no code is kept either way.',
        tags,
        body: startPhoneVerificationSchema,
        response: { 200: phoneStatusSchema, ...errors },
      },
    },
    async (request) => startPhoneVerification(deps, person(request), request.body.phone, clientOf(request)),
  );
  api.post(
    '/api/v1/me/phone/confirm',
    {
      schema: {
        'x-error-codes': ['INVALID_CODE', 'ALREADY_EXISTS'],
        operationId: 'confirmPhone',
        summary: 'Confirm the phone number',
        description:
          'Confirms the number with the code texted to it: it becomes the account’s phone number, replacing the one before, and signs in with the password. Five wrong codes end a code. `ALREADY_EXISTS` when another account verified the number first.',
        tags,
        body: confirmPhoneSchema,
        response: { 200: phoneStatusSchema, ...errors },
      },
    },
    async (request) => confirmPhone(deps, person(request), request.body.code),
  );
  api.delete(
    '/api/v1/me/phone/verification',
    {
      schema: {
        operationId: 'cancelPhoneVerification',
        summary: 'Drop a number waiting for its code',
        description: 'The code texted last stops working; the account’s verified number, if any, stays.',
        tags,
        response: { 200: phoneStatusSchema, ...errors },
      },
    },
    async (request) => cancelPhoneVerification(deps, person(request).id),
  );
  api.delete(
    '/api/v1/me/phone',
    {
      schema: {
        'x-error-codes': ['NOT_FOUND'],
        operationId: 'removePhone',
        summary: 'Remove the phone number',
        description: 'The number no longer signs in; the account is told by e-mail.',
        tags,
        response: { 204: z.null().describe('Removed.'), ...errors },
      },
    },
    async (request, reply) => {
      await removePhone(deps, person(request));
      return reply.code(204).send(null);
    },
  );
}
