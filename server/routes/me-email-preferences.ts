import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { emailPreferencesInputSchema, emailPreferencesSchema } from '../../contracts/email-preferences';
import type { Pool } from '../db/pool';
import { requireUser, signedInOnly } from '../plugins/session';
import { getEmailPreferences, saveEmailPreferences } from '../services/alert-emails/email-preferences';

export interface MeEmailPreferenceRouteOptions {
  pool: Pool;
  /** graphile-worker's schema: switching to one e-mail per alert queues the waiting alerts' jobs there. */
  jobSchema: string;
  now: () => Date;
}

/** Whether and how rank alerts are e-mailed: off (the default), one e-mail per alert, or a daily digest. */
export async function meEmailPreferenceRoutes(app: FastifyInstance, options: MeEmailPreferenceRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool, jobSchema, now } = options;
  api.addHook('onRequest', signedInOnly);
  const errors = { '4xx': apiErrorSchema };
  api.get(
    '/api/v1/me/email-preferences',
    {
      schema: {
        'x-error-codes': ['NOT_FOUND'],
        operationId: 'getEmailPreferences',
        summary: 'The alert e-mail preferences',
        description: 'Answers how rank alerts are e-mailed (off, one per alert or a daily digest, and at which hour), the address they go to and whether it is verified.',
        tags: ['notifications'],
        response: { 200: emailPreferencesSchema, ...errors },
      },
    },
    async (request) => getEmailPreferences(pool, requireUser(request).id),
  );
  api.put(
    '/api/v1/me/email-preferences',
    {
      schema: {
        'x-error-codes': ['NOT_FOUND'],
        operationId: 'updateEmailPreferences',
        summary: 'Choose how alerts are e-mailed',
        description: 'Chooses how rank alerts are e-mailed: not at all, one e-mail per alert, or a daily digest at a local hour (0–23, in the account time zone).',
        tags: ['notifications'],
        body: emailPreferencesInputSchema,
        response: { 200: emailPreferencesSchema, ...errors },
      },
    },
    async (request) => saveEmailPreferences(pool, jobSchema, requireUser(request).id, request.body, now()),
  );
}
