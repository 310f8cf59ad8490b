import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { watchAnswerContract } from './answer-contract';

const errorBody = (codes: string[]) => ({
  type: 'object',
  properties: { error: { type: 'object', properties: { code: { type: 'string', enum: codes }, message: { type: 'string' } } } },
});

/** A tiny app whose document lists 200 and 404 NOT_FOUND for GET /api/things/{id}; its handler answers what the test asks. */
async function appAnswering(status: number, code?: string): Promise<{ app: FastifyInstance; violations: Set<string> }> {
  const app = Fastify();
  await app.register(swagger, {
    openapi: { openapi: '3.1.0', info: { title: 't', version: '1' } },
    transformObject: (document) => {
      const openapi = (document as { openapiObject: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> } }).openapiObject;
      const get = openapi.paths['/api/things/{id}']?.get;
      if (get) get.responses['404'] = { description: 'Not found', content: { 'application/json': { schema: errorBody(['NOT_FOUND']) } } };
      return openapi;
    },
  });
  app.get('/api/things/:id', { schema: { response: { 200: { type: 'object', properties: { id: { type: 'string' } } } } } }, async (_request, reply) =>
    (reply as FastifyReply).status(status).send(code ? { error: { code, message: 'm' } } : { id: '1' }),
  );
  const { violations } = watchAnswerContract(app);
  await app.ready();
  return { app, violations };
}

describe('watchAnswerContract', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it.each<[string, number, string | undefined, string | null]>([
    ['a documented success', 200, undefined, null],
    ['a documented error code', 404, 'NOT_FOUND', null],
    ['a code the status does not list', 404, 'SHARE_UNAVAILABLE', 'GET /api/things/{id} answered 404 SHARE_UNAVAILABLE: the document lists NOT_FOUND'],
    ['a status the operation does not list', 409, 'LIMIT_REACHED', 'GET /api/things/{id} answered 409 LIMIT_REACHED: the document lists no 409'],
    ['an undocumented success status', 202, undefined, 'GET /api/things/{id} answered 202: the document lists 200, 404'],
  ])('notes %s', async (_name, status, code, expected) => {
    const built = await appAnswering(status, code);
    app = built.app;
    expect((await app.inject({ url: '/api/things/1' })).statusCode).toBe(status);
    expect([...built.violations]).toEqual(expected ? [expected] : []);
  });
});
