import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListSchema } from '../../contracts/api-key';
import type { Pool } from '../db/pool';
import { signedInOnly } from '../plugins/session';
import { actingOf } from '../plugins/workspace';
import type { ApiRateLimits } from '../services/api-keys/api-access';
import { createApiKey, deleteApiKey, listApiKeys } from '../services/api-keys/manage-api-keys';

export interface MeApiKeyRouteOptions {
  pool: Pool;
  now: () => Date;
  rateLimits: ApiRateLimits;
}

/** API keys, managed from the browser session only: a key cannot make or revoke keys. */
export async function meApiKeyRoutes(app: FastifyInstance, options: MeApiKeyRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool, now } = options;
  api.addHook('onRequest', signedInOnly);
  const tags = ['api keys'];

  api.get(
    '/api/v1/me/api-keys',
    {
      schema: {
        operationId: 'listApiKeys',
        summary: 'The API keys (browser session only)',
        description:
          "Lists the account's working API keys, newest first (never the keys themselves), whether its plan includes the API, and each key's requests a minute. Browser session only.",
        tags,
        response: { 200: apiKeyListSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => listApiKeys(pool, actingOf(request), options.rateLimits, now()),
  );

  api.post(
    '/api/v1/me/api-keys',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED', 'LIMIT_REACHED', 'SECOND_STEP_REQUIRED'],
        operationId: 'createApiKey',
        summary: 'Create an API key (browser session only)',
        description: `Creates an API key (trial, Pro and Enterprise; 403 FEATURE_RESTRICTED otherwise): "read" answers GET requests, "write" may also change things. The key is in this answer only; at most 20 (409 LIMIT_REACHED). Browser session only.`,
        tags,
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createApiKey(pool, actingOf(request), request.body, now())),
  );

  api.delete(
    '/api/v1/me/api-keys/:id',
    {
      schema: {
        'x-error-codes': ['SECOND_STEP_REQUIRED'],
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key (browser session only)',
        description: 'Revokes an API key: requests with it are refused at once. Browser session only.',
        tags,
        params: z.object({ id: z.uuid('Not an API key id.') }),
        response: { 204: z.null(), '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteApiKey(pool, actingOf(request), request.params.id, now());
      return reply.code(204).send(null);
    },
  );
}
