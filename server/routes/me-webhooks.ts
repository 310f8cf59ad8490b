import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERIES_LISTED,
  webhookCreateSchema,
  webhookDeliveryListSchema,
  webhookEndpointSchema,
  webhookListSchema,
  webhookParamsSchema,
  webhookTestResultSchema,
  webhookUpdateSchema,
} from '../../contracts/webhook';
import type { Pool } from '../db/pool';
import { createAddressPolicy } from '../http/safe-fetch/address-policy';
import type { SafeFetch } from '../http/safe-fetch/safe-fetch';
import { signedInOnly } from '../plugins/session';
import { actingOf, workspaceOf } from '../plugins/workspace';
import { sendTestWebhook } from '../services/webhooks/send-test-webhook';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  updateWebhook,
} from '../services/webhooks/webhook-endpoints';

export interface MeWebhookRouteOptions {
  db: Pool;
  /** The SSRF-safe fetch built with WEBHOOK_ALLOW_PRIVATE_HOSTS, for "send test". */
  safeFetch: SafeFetch;
  userAgent: string;
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS again, to refuse private addresses when an endpoint is saved. */
  allowPrivateHosts: readonly string[];
  now: () => Date;
}

const errors = { '4xx': apiErrorSchema };
const tags = ['webhooks'];

/**
 * The user's webhook endpoints (Standard Webhooks, signed with a secret per endpoint), the events each receives
 * (check.completed, rank.changed, alert.fired, schedule.failed) and what was sent to them.
 */
export async function meWebhookRoutes(app: FastifyInstance, options: MeWebhookRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, now } = options;
  const policy = createAddressPolicy(options.allowPrivateHosts);
  api.addHook('onRequest', signedInOnly);
  api.get(
    '/api/v1/me/webhooks',
    {
      schema: {
        operationId: 'listWebhooks',
        summary: 'The webhook endpoints',
        description: "Lists the user's webhook endpoints, oldest first, with the events each receives and its signing secret.",
        tags,
        response: { 200: webhookListSchema, ...errors },
      },
    },
    async (request) => listWebhooks(db, workspaceOf(request)),
  );
  api.post(
    '/api/v1/me/webhooks',
    {
      schema: {
        'x-error-codes': ['LIMIT_REACHED', 'SECOND_STEP_REQUIRED'],
        operationId: 'createWebhook',
        summary: 'Add a webhook endpoint',
        description: `Adds an endpoint (http or https, on the public internet; at most ${MAX_WEBHOOK_ENDPOINTS}) receiving the events chosen (all four when left out); its signing secret is made for it.`,
        tags,
        body: webhookCreateSchema,
        response: { 201: webhookEndpointSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createWebhook(db, policy, actingOf(request), request.body, now())),
  );
  api.patch(
    '/api/v1/me/webhooks/:id',
    {
      schema: {
        'x-error-codes': ['SECOND_STEP_REQUIRED'],
        operationId: 'updateWebhook',
        summary: 'Change a webhook endpoint',
        description: "Changes an endpoint's address, description or events received, or turns it off or on (on clears its failure count).",
        tags,
        params: webhookParamsSchema,
        body: webhookUpdateSchema,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
    async (request) => updateWebhook(db, policy, workspaceOf(request), request.params.id, request.body, now()),
  );
  api.delete(
    '/api/v1/me/webhooks/:id',
    {
      schema: {
        'x-error-codes': ['SECOND_STEP_REQUIRED'],
        operationId: 'deleteWebhook',
        summary: 'Delete an endpoint and its delivery log',
        description: 'Deletes a webhook endpoint and its delivery log; nothing more is sent to it.',
        tags,
        params: webhookParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteWebhook(db, actingOf(request), request.params.id, now());
      return reply.status(204).send(null);
    },
  );
  api.post(
    '/api/v1/me/webhooks/:id/rotate-secret',
    {
      schema: {
        'x-error-codes': ['SECOND_STEP_REQUIRED'],
        operationId: 'rotateWebhookSecret',
        summary: 'Replace the signing secret',
        description: "Replaces an endpoint's signing secret and answers the new one; messages from now on are signed with it.",
        tags,
        params: webhookParamsSchema,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
    async (request) => rotateWebhookSecret(db, workspaceOf(request), request.params.id, now()),
  );
  api.post(
    '/api/v1/me/webhooks/:id/test',
    {
      schema: {
        'x-error-codes': ['RATE_LIMITED'],
        operationId: 'testWebhook',
        summary: 'Send a test message',
        description: 'Sends a signed webhook.test message to the endpoint now and answers what it replied, also to a turned-off endpoint (20 an hour).',
        tags,
        params: webhookParamsSchema,
        response: { 200: webhookTestResultSchema, ...errors },
      },
    },
    async (request) =>
      sendTestWebhook({ db, safeFetch: options.safeFetch, userAgent: options.userAgent }, workspaceOf(request), request.params.id, now()),
  );
  api.get(
    '/api/v1/me/webhooks/:id/deliveries',
    {
      schema: {
        operationId: 'listWebhookDeliveries',
        summary: `The newest ${WEBHOOK_DELIVERIES_LISTED} messages sent to an endpoint`,
        description: `Lists the newest ${WEBHOOK_DELIVERIES_LISTED} messages sent to an endpoint with their outcome (status, attempts, when), to see why deliveries fail.`,
        tags,
        params: webhookParamsSchema,
        response: { 200: webhookDeliveryListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listWebhookDeliveries(db, workspaceOf(request), request.params.id) }),
  );
}
