import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/api-error';
import {
  rankCheckRequestSchema,
  rankCheckResultSchema,
  rankCheckStreamEventSchema,
  type RankCheckStreamEvent,
} from '../../contracts/rank-check';
import { AppError, MESSAGES } from '../errors';
import { toErrorResponse } from '../plugins/error-handler';
import { resolvePrincipal } from '../plugins/resolve-principal';
import { isMissingInformation } from '../services/rank-check/normalize-request';
import { startRankCheck, type StartRankCheckDeps } from '../services/start-rank-check';

export const NDJSON = 'application/x-ndjson';

export interface RankCheckRouteOptions {
  deps: StartRankCheckDeps;
  secureCookies: boolean;
}

/**
 * POST /api/v1/rank-checks. Answers JSON, or with `Accept: application/x-ndjson` streams progress lines and
 * then one result or error line. Refusals (validation, plan rules, daily limit) happen before streaming
 * starts, so they are ordinary JSON errors with their status either way.
 */
export async function rankCheckRoutes(app: FastifyInstance, options: RankCheckRouteOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/rank-checks',
    {
      schema: {
        summary: 'Check where a website ranks for a keyword',
        description: `Streams ${NDJSON} (rankCheckStreamEvent lines) when the Accept header asks for it.`,
        tags: ['rank checks'],
        body: rankCheckRequestSchema,
        response: { 200: rankCheckResultSchema, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
      // Streamed lines must reach the browser as they are written; gzip would hold them back.
      compress: false,
      // Before schema validation so an absent field gets the spec's message rather than a type error.
      preValidation: async (request) => {
        if (isMissingInformation(request.body)) throw new AppError('MISSING_INFORMATION', MESSAGES.missingInformation, 400);
      },
    },
    async (request, reply) => {
      const principal = resolvePrincipal(request, reply, { secure: options.secureCookies });
      const check = await startRankCheck(options.deps, principal, request.body);
      if (!request.headers.accept?.includes(NDJSON)) return check.run();

      const stream = new PassThrough();
      const write = (event: RankCheckStreamEvent) => stream.write(`${JSON.stringify(rankCheckStreamEventSchema.parse(event))}\n`);
      check
        .run((progress) => write({ type: 'progress', ...progress }))
        .then(
          (result) => write({ type: 'result', result }),
          (error: unknown) => {
            const { status, body } = toErrorResponse(error, request.log);
            write({ type: 'error', error: body.error, status });
          },
        )
        .finally(() => stream.end());
      // The typed reply only knows the JSON shapes; a stream is sent as it is (no serialisation).
      return (reply as FastifyReply)
        .header('content-type', `${NDJSON}; charset=utf-8`)
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}
