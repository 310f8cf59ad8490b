import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SECURITY_SCHEMES, withAccessRules } from './openapi-access';
import { apiDescription } from './openapi-description';
import { withOperationErrors } from './openapi-operation-errors';
import { withoutImplicitResponseBounds } from './openapi-response-bounds';

/** What each tag's operations are for, shown under its name in the reference (tags are named in the route schemas). */
const TAGS = [
  { name: 'rank checks', description: 'Check where a website ranks for a keyword, on six engines, in a location and on a device.' },
  { name: 'history', description: 'The checks already run: list, filter, chart over time, export and delete them.' },
  { name: 'seo snapshots', description: "A page's on-page SEO facts and PageSpeed score, saved with a check." },
  { name: 'sites', description: "Each tracked site's keywords in one table, with tags, bulk actions, visibility and share of voice." },
  { name: 'scheduled checks', description: 'Queries checked on their own, hourly to monthly, and how each run went.' },
  { name: 'competitors', description: 'Competitors tracked beside your own site, their ranks and statistics, and new ones to consider.' },
  { name: 'reports', description: "A site's report for a period: read, download as PDF, share by link, brand, or e-mail on a schedule." },
  { name: 'alerts', description: 'Rules that decide which rank changes raise an alert, and how it comes.' },
  { name: 'notifications', description: 'Alerts in the app, and how alert e-mails are sent.' },
  { name: 'webhooks', description: 'Your endpoints that receive signed messages when checks complete, ranks change, alerts fire or schedules fail.' },
  { name: 'achievements', description: 'Milestones reached while using the product.' },
  { name: 'learning', description: 'Progress through the SEO courses.' },
  { name: 'plans', description: "The plan, today's allowance and its features, the free trial, prices, and the time zone the allowance follows." },
  { name: 'operations', description: 'Service health, for load balancers and monitoring.' },
  { name: 'auth', description: 'Sign-up, e-mail confirmation, sign-in with a password or Google, password reset and sign-out.' },
  { name: 'account', description: 'The password, e-mail address and sessions of the account, its activity log, and deleting it.' },
  { name: 'team', description: 'The workspaces you belong to, the people in yours, their roles, and invitations.' },
  { name: 'payments', description: "Subscriptions paid through Stripe: checkout, the billing portal and Stripe's webhook." },
  { name: 'api keys', description: 'Keys for calling this API from your own code, managed from the browser.' },
  { name: 'contact', description: 'Messages to the team.' },
];

/**
 * OpenAPI document built from the same zod schemas the routes validate with. Register before the routes.
 * The web app renders it as the API reference at /docs/api: the introduction (authentication, rate limits,
 * idempotency, error codes), the security schemes and who may call each operation are written in here.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { version: string; appUrl: string; /** Paths the origin check lets through (server-to-server). */ originExemptPaths: readonly string[] },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rank Checker API',
        description: apiDescription(),
        version: options.version,
      },
      servers: [{ url: options.appUrl }],
      components: { securitySchemes: SECURITY_SCHEMES },
      tags: TAGS,
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? withOperationErrors(withAccessRules(withoutImplicitResponseBounds(document.openapiObject)), { originExemptPaths: options.originExemptPaths })
        : document.swaggerObject,
  });
}

/** GET /api/openapi.json */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
