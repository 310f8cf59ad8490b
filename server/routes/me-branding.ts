import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { brandingSchema } from '../../contracts/report';
import type { Queryable } from '../db/pool';
import { signedInOnly } from '../plugins/session';
import { actingOf, workspaceOf } from '../plugins/workspace';
import { getBranding, removeBranding, saveBranding } from '../services/reports/report-branding';

/** Room for the largest logo the contract allows (300,000 characters of data URL) plus the other fields. */
const BRANDING_BODY_LIMIT = 400 * 1024;

export interface MeBrandingRouteOptions {
  db: Queryable;
  now: () => Date;
}

/** Enterprise white label: GET (null when none is saved), PUT (save), DELETE (back to Rank Checker's look). */
export async function meBrandingRoutes(app: FastifyInstance, options: MeBrandingRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = options;
  api.addHook('onRequest', signedInOnly);
  const errors = { '4xx': apiErrorSchema };
  api.get(
    '/api/v1/me/branding',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        operationId: 'getBranding',
        summary: 'The white-label branding of reports (Enterprise)',
        description: "Answers the company name, accent colour and logo the user's reports carry instead of ours, or null when none is saved.",
        tags: ['reports'],
        response: { 200: brandingSchema.nullable(), ...errors },
      },
    },
    async (request) => getBranding(db, workspaceOf(request), now()),
  );
  api.put(
    '/api/v1/me/branding',
    {
      bodyLimit: BRANDING_BODY_LIMIT,
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        operationId: 'saveBranding',
        summary: 'Save the white-label branding of reports',
        description: 'Saves the company name, accent colour and logo (PNG or JPEG data URL, at most 200 KB and 2000 × 2000 pixels) that reports carry (Enterprise).',
        tags: ['reports'],
        body: brandingSchema,
        response: { 200: brandingSchema, ...errors },
      },
    },
    async (request) => saveBranding(db, actingOf(request), request.body, now()),
  );
  api.delete(
    '/api/v1/me/branding',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        operationId: 'deleteBranding',
        summary: 'Remove the white-label branding',
        description: 'Removes the saved company name, accent colour and logo, so reports carry the standard look again.',
        tags: ['reports'],
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeBranding(db, actingOf(request), now());
      return reply.status(204).send(null);
    },
  );
}
