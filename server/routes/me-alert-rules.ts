import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertRuleInputSchema, alertRuleListSchema, alertRuleParamsSchema, alertRuleSchema } from '../../contracts/alert-rule';
import { apiErrorSchema } from '../../contracts/api-error';
import type { Pool } from '../db/pool';
import { signedInOnly } from '../plugins/session';
import { workspaceOf } from '../plugins/workspace';
import {
  createAlertRule,
  loadAlertRules,
  removeAlertRule,
  replaceAlertRule,
  restoreDefaultAlertRules,
  toAlertRuleDto,
} from '../services/alerts/alert-rules';

export interface MeAlertRuleRouteOptions {
  pool: Pool;
  now: () => Date;
}

/** The user's alert rules: which saved checks tell them what, where. */
export async function meAlertRuleRoutes(app: FastifyInstance, options: MeAlertRuleRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool, now } = options;
  api.addHook('onRequest', signedInOnly);
  const errors = { '4xx': apiErrorSchema };
  const tags = ['alerts'];
  api.get(
    '/api/v1/me/alert-rules',
    {
      schema: {
        operationId: 'listAlertRules',
        summary: 'The alert rules',
        description: 'Lists the rules that decide which rank changes raise an alert, oldest first; a new account starts with the defaults.',
        tags,
        response: { 200: alertRuleListSchema, ...errors },
      },
    },
    async (request) => ({ items: (await loadAlertRules(pool, workspaceOf(request), now())).map(toAlertRuleDto) }),
  );
  api.post(
    '/api/v1/me/alert-rules',
    {
      schema: {
        'x-error-codes': ['LIMIT_REACHED'],
        operationId: 'createAlertRule',
        summary: 'Add an alert rule (at most 50)',
        description: 'Adds a rule saying which rank changes raise an alert (for one site, keyword, engine or location, or any) and how it comes: in the app, by e-mail or by webhook.',
        tags,
        body: alertRuleInputSchema,
        response: { 201: alertRuleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rule = await createAlertRule(pool, workspaceOf(request), request.body, now());
      return reply.status(201).send(toAlertRuleDto(rule));
    },
  );
  api.put(
    '/api/v1/me/alert-rules/:id',
    {
      schema: {
        operationId: 'updateAlertRule',
        summary: 'Change an alert rule',
        description: 'Changes what an alert rule watches for, how its alert comes and how often, or turns it on or off.',
        tags,
        params: alertRuleParamsSchema,
        body: alertRuleInputSchema,
        response: { 200: alertRuleSchema, ...errors },
      },
    },
    async (request) => toAlertRuleDto(await replaceAlertRule(pool, workspaceOf(request), request.params.id, request.body, now())),
  );
  api.delete(
    '/api/v1/me/alert-rules/:id',
    {
      schema: {
        operationId: 'deleteAlertRule',
        summary: 'Delete an alert rule',
        description: 'Deletes an alert rule, so its changes no longer raise alerts.',
        tags,
        params: alertRuleParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeAlertRule(pool, workspaceOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  api.post(
    '/api/v1/me/alert-rules/restore-defaults',
    {
      schema: {
        operationId: 'restoreDefaultAlertRules',
        summary: 'Replace the alert rules with the defaults',
        description: "Throws away the user's alert rules and puts back the default ones, answering the new list.",
        tags,
        response: { 200: alertRuleListSchema, ...errors },
      },
    },
    async (request) => ({ items: (await restoreDefaultAlertRules(pool, workspaceOf(request), now())).map(toAlertRuleDto) }),
  );
}
