import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/api-error';
import {
  rankCheckRequestSchema,
  rankCheckResultSchema,
  rankCheckStreamEventSchema,
  type RankCheckResult,
  type RankCheckStreamEvent,
} from '../../contracts/rank-check';
import { AppError, MESSAGES } from '../errors';
import { toErrorResponse } from '../plugins/error-handler';
import { resolvePrincipal } from '../plugins/resolve-principal';
import { isMissingInformation } from '../services/rank-check/normalize-request';
import { startRankCheck, type RunOptions, type StartRankCheckDeps } from '../services/rank-check/start-rank-check';

export const NDJSON = 'application/x-ndjson';

export interface RankCheckRouteOptions {
  deps: StartRankCheckDeps;
  secureCookies: boolean;
  /** Keyed hash of a client address, the key a guest's allowance is counted under. */
  guestIpKey: (ip: string) => string;
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
        'x-error-codes': ['DAILY_LIMIT_REACHED', 'FEATURE_RESTRICTED', 'MISSING_INFORMATION', 'NOT_A_MEMBER', 'RATE_LIMITED', 'ROLE_FORBIDDEN', 'SERP_ERROR', 'SERP_NOT_CONFIGURED', 'SIGN_UP_REQUIRED', 'TWO_STEP_REQUIRED_BY_TEAM'],
        operationId: 'runRankCheck',
        summary: 'Check where a website ranks for a keyword',
        description:
          'Searches the chosen engine, location and device for the keyword and answers where the website (and each competitor) ranks in the top 100, ' +
          `streaming progress as ${NDJSON} (rankCheckStreamEvent lines) when the Accept header asks for it.`,
        tags: ['rank checks'],
        body: rankCheckRequestSchema,
        response: { 200: rankCheckResultSchema, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
      // Streamed lines must reach the browser as they are written; gzip would hold them back.
      compress: false,
      // Before schema validation so an absent field gets the spec's message rather than a type error.
      preValidation: async (request) => {
        if (isMissingInformation(request.body)) throw new AppError('MISSING_INFORMATION', MESSAGES.missingInformation);
      },
    },
    async (request, reply) => {
      const principal = resolvePrincipal(request, reply, { secure: options.secureCookies, ipKey: options.guestIpKey });
      const check = await startRankCheck(options.deps, principal, request.body);
      // A client that goes away stops the scan before its next provider request. The response can only close
      // before the check has settled when the connection went: a finished answer is written after it settles.
      const gone = new AbortController();
      let settled = false;
      reply.raw.once('close', () => {
        if (!settled) gone.abort(new Error('client disconnected'));
      });
      const run = (options: RunOptions) =>
        check.run({ ...options, signal: gone.signal }).finally(() => {
          settled = true;
        });
      if (!request.headers.accept?.includes(NDJSON)) {
        try {
          return await run({});
        } catch (error) {
          if (!gone.signal.aborted) throw error;
          request.log.info('rank check stopped: the client disconnected');
          // Nobody is there to read it; 499 is the usual "client closed request" in access logs.
          return (reply as FastifyReply).code(499).send();
        }
      }

      const stream = new PassThrough();
      // Writing after the client left fails on the socket, not here; never let it become an unhandled error.
      stream.on('error', (error) => request.log.debug({ err: error }, 'rank check stream closed early'));
      const write = (event: RankCheckStreamEvent) => {
        if (!stream.writableEnded && !stream.destroyed) stream.write(`${JSON.stringify(rankCheckStreamEventSchema.parse(event))}\n`);
      };
      void streamCheck(run, write, gone.signal, request.log).finally(() => stream.end());
      // The typed reply only knows the JSON shapes; a stream is sent as it is (no serialisation).
      return (reply as FastifyReply)
        .header('content-type', `${NDJSON}; charset=utf-8`)
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}

/**
 * Runs a check for the streamed answer: progress lines, then one result or error line. Every failure, even one
 * thrown while writing a line, ends here as an error line or a log entry: nothing escapes as an unhandled
 * rejection.
 */
async function streamCheck(
  run: (options: RunOptions) => Promise<RankCheckResult>,
  write: (event: RankCheckStreamEvent) => void,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const result = await run({ onProgress: (progress) => write({ type: 'progress', ...progress }) });
    write({ type: 'result', result });
  } catch (error) {
    if (signal.aborted) {
      log.info('rank check stopped: the client disconnected');
      return;
    }
    try {
      const { status, body } = toErrorResponse(error, log);
      write({ type: 'error', error: body.error, status });
    } catch (writeError) {
      log.error({ err: writeError }, 'could not send a rank check error line');
    }
  }
}
