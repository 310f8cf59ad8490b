import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { addPasskeySchema, passkeyAddedSchema, passkeyOptionsSchema, renamePasskeySchema } from '../../contracts/two-step';
import { sessionPerson, signedInOnly } from '../plugins/session';
import { addPasskey, passkeyRegistrationOptions, removePasskey, renamePasskey } from '../services/auth/passkeys/manage-passkeys';
import type { TwoStepDeps } from '../services/auth/two-step/two-step-settings';

export interface MePasskeyRouteOptions {
  deps: TwoStepDeps;
}

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };
const tags = ['account'];
const params = z.object({ id: z.uuid({ message: 'Not a passkey id.' }) });

/**
 * The account's passkeys (decision 026), from the signed-in browser only: add one (a challenge, then the browser's
 * answer), rename, remove. Adding and removing ask for a fresh second step when the account has one already.
 */
export async function mePasskeyRoutes(app: FastifyInstance, options: MePasskeyRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = options;
  api.addHook('onRequest', signedInOnly);

  api.post(
    '/api/v1/me/passkeys/options',
    {
      schema: {
        'x-error-codes': ['LIMIT_REACHED', 'SECOND_STEP_REQUIRED', 'UNAVAILABLE'],
        operationId: 'startPasskeyRegistration',
        summary: 'Add a passkey: a challenge',
        description: "WebAuthn options (SimpleWebAuthn's optionsJSON) to pass to `navigator.credentials.create`: a discoverable passkey for this account, its other passkeys excluded.",
        tags,
        response: { 200: passkeyOptionsSchema, ...errors },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await passkeyRegistrationOptions(deps, sessionPerson(request))),
  );
  api.post(
    '/api/v1/me/passkeys',
    {
      schema: {
        'x-error-codes': ['ALREADY_EXISTS', 'SECOND_STEP_REQUIRED', 'UNAVAILABLE'],
        operationId: 'addPasskey',
        summary: 'Add a passkey',
        description:
          'The browser’s answer to `startPasskeyRegistration`, and a name. As the account’s first second step it turns two-step sign-in on: ten recovery codes are answered (shown this once) and every other session is signed out.',
        tags,
        body: addPasskeySchema,
        response: { 201: passkeyAddedSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).header('cache-control', 'no-store').send(await addPasskey(deps, sessionPerson(request), request.body.name, request.body.passkey)),
  );
  api.patch(
    '/api/v1/me/passkeys/:id',
    {
      schema: { operationId: 'renamePasskey', summary: 'Rename a passkey', description: 'A name to tell it from the others (“Work laptop”).', tags, params, body: renamePasskeySchema, response: { 204: z.null().describe('Renamed.'), ...errors } },
    },
    async (request, reply) => {
      await renamePasskey(deps, sessionPerson(request).id, request.params.id, request.body.name);
      return reply.code(204).send(null);
    },
  );
  api.delete(
    '/api/v1/me/passkeys/:id',
    {
      schema: {
        'x-error-codes': ['SECOND_STEP_REQUIRED'],
        operationId: 'removePasskey',
        summary: 'Remove a passkey',
        description: 'After a fresh second step. It stops working at once; with no app and no passkey left, sign-in asks for the password alone again.',
        tags,
        params,
        response: { 204: z.null().describe('Removed.'), ...errors },
      },
    },
    async (request, reply) => {
      await removePasskey(deps, sessionPerson(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
