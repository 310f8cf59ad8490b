import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { mePlanSchema, startTrialRequestSchema, timeZoneRequestSchema } from '../../contracts/plan';
import type { Pool } from '../db/pool';
import { requireUser } from '../plugins/session';
import { workspaceOf } from '../plugins/workspace';
import { getMePlan, type MePlanSettings } from '../services/usage/get-me-plan';
import { setTimeZone } from '../services/time-zone/set-time-zone';
import { startTrial } from '../services/plans/start-trial';

export interface MePlanRouteOptions {
  pool: Pool;
  now: () => Date;
  /** Stripe keys set (payments.configured), tracking limits and the monthly search budget, from configuration. */
  settings: MePlanSettings;
}

/**
 * The signed-in user's plan: GET /api/v1/me/plan, POST /api/v1/me/trial (the one free trial, no card) and
 * PUT /api/v1/me/time-zone (the browser's zone, which decides when the daily allowance renews). Each answers
 * the whole plan, never cached.
 */
export async function mePlanRoutes(app: FastifyInstance, options: MePlanRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a signed-out caller hears 401, whatever the body says.
  api.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  const answer = (userId: string) => getMePlan(options.pool, userId, options.now(), options.settings);
  api.get(
    '/api/v1/me/plan',
    {
      schema: {
        operationId: 'getPlan',
        summary: 'The plan, today\'s allowance and the features it includes',
        description: "Answers the account's plan, how many checks are left today, and the features the plan includes.",
        tags: ['plans'],
        response: { 200: mePlanSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await answer(workspaceOf(request))),
  );
  api.post(
    '/api/v1/me/trial',
    {
      schema: {
        'x-error-codes': ['ALREADY_SUBSCRIBED', 'INVALID_PLAN_TYPE', 'TRIAL_ALREADY_USED'],
        operationId: 'startTrial',
        summary: 'Start the free 3-day trial',
        description: 'Starts the free 3-day trial of Pro or Enterprise, once per account and without a card, and answers the plan as it now stands.',
        tags: ['plans'],
        body: startTrialRequestSchema,
        response: { 200: mePlanSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = workspaceOf(request);
      await startTrial(options.pool, id, request.body.planType, options.now());
      return reply.header('cache-control', 'no-store').send(await answer(id));
    },
  );
  api.put(
    '/api/v1/me/time-zone',
    {
      schema: {
        'x-error-codes': ['INVALID_TIME_ZONE'],
        operationId: 'setTimeZone',
        summary: 'Set the time zone',
        description: "Sets the account's IANA time zone, whose calendar day the daily allowance follows and whose midnight renews it.",
        tags: ['plans'],
        body: timeZoneRequestSchema,
        response: { 200: mePlanSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The person's own zone; the answer is the plan of the workspace they act in, as every answer here.
      await setTimeZone(options.pool, requireUser(request).id, request.body.timeZone, options.now());
      return reply.header('cache-control', 'no-store').send(await answer(workspaceOf(request)));
    },
  );
}
