import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertRuleInputSchema, alertRuleListSchema, alertRuleParamsSchema, alertRuleSchema } from '../../contracts/alert-rule';
import { apiErrorSchema } from '../../contracts/api-error';
import type { Pool } from '../db/pool';
import { requireUser, signedInOnly } from '../plugins/session';
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
    { schema: { summary: 'The alert rules, oldest first (a new account starts with the defaults)', tags, response: { 200: alertRuleListSchema, ...errors } } },
    async (request) => ({ items: (await loadAlertRules(pool, requireUser(request).id, now())).map(toAlertRuleDto) }),
  );
  api.post(
    '/api/v1/me/alert-rules',
    { schema: { 'x-error-codes': ['LIMIT_REACHED'], summary: 'Add an alert rule (at most 50)', tags, body: alertRuleInputSchema, response: { 201: alertRuleSchema, ...errors } } },
    async (request, reply) => {
      const rule = await createAlertRule(pool, requireUser(request).id, request.body, now());
      return reply.status(201).send(toAlertRuleDto(rule));
    },
  );
  api.put(
    '/api/v1/me/alert-rules/:id',
    {
      schema: { summary: 'Change an alert rule', tags, params: alertRuleParamsSchema, body: alertRuleInputSchema, response: { 200: alertRuleSchema, ...errors } },
    },
    async (request) => toAlertRuleDto(await replaceAlertRule(pool, requireUser(request).id, request.params.id, request.body, now())),
  );
  api.delete(
    '/api/v1/me/alert-rules/:id',
    { schema: { summary: 'Delete an alert rule', tags, params: alertRuleParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeAlertRule(pool, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
  api.post(
    '/api/v1/me/alert-rules/restore-defaults',
    { schema: { summary: 'Replace the alert rules with the defaults', tags, response: { 200: alertRuleListSchema, ...errors } } },
    async (request) => ({ items: (await restoreDefaultAlertRules(pool, requireUser(request).id, now())).map(toAlertRuleDto) }),
  );
}
