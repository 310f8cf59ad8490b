import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SECURITY_SCHEMES, withAccessRules } from './openapi-access';
import { apiDescription } from './openapi-description';
import { withOperationErrors } from './openapi-operation-errors';
import { withoutImplicitResponseBounds } from './openapi-response-bounds';

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
