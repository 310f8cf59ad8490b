import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document built from the same zod schemas the routes validate with. Register before the routes. */
export async function registerOpenApi(app: FastifyInstance, options: { version: string; appUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rank Checker API',
        description: 'Where a website ranks for a keyword, location and search engine.',
        version: options.version,
      },
      servers: [{ url: options.appUrl }],
    },
    transform: jsonSchemaTransform,
  });
}

/** GET /api/openapi.json */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
