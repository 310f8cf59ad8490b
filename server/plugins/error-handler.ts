import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ApiErrorCode } from '../../contracts/api-error';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { ERROR_STATUS, isAppError, MESSAGES } from '../errors';

/** What to tell a client while the database is away: long enough for a restart, short enough to feel live. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function body(code: ApiErrorCode, message: string): ApiError {
  return { error: { code, message } };
}

/**
 * Turns any error into a status and `{ error: { code, message } }`: AppError as declared, schema validation
 * failures as 400 INVALID_INPUT with a readable message, Fastify's own client errors (bad JSON, wrong content
 * type, body too large) with their status, an unreachable database as 503 UNAVAILABLE (with Retry-After),
 * and anything else as 500 'Something went wrong' — the cause goes to the log, never to the client. Also used
 * for errors inside a streamed response.
 */
export function toErrorResponse(error: unknown, log: FastifyBaseLogger): { status: number; body: ApiError; retryAfterSeconds?: number } {
  if (isAppError(error)) {
    if (error.status >= 500) log.warn({ code: error.code }, error.message);
    return { status: error.status, body: body(error.code, error.message) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = error.validation.map(describeIssue).join('; ');
    return { status: ERROR_STATUS.INVALID_INPUT, body: body('INVALID_INPUT', `Invalid request. ${message}`) };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500 && typeof fastifyError.message === 'string') {
    const code: ApiErrorCode = status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'INVALID_INPUT';
    return { status, body: body(code, fastifyError.message) };
  }
  if (isDatabaseUnavailable(error)) {
    log.error({ err: error }, 'PostgreSQL cannot be reached: answering 503');
    return { status: ERROR_STATUS.UNAVAILABLE, body: body('UNAVAILABLE', MESSAGES.unavailable), retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  }
  log.error({ err: error }, 'Unhandled error');
  return { status: ERROR_STATUS.INTERNAL, body: body('INTERNAL', MESSAGES.internal) };
}

function describeIssue(issue: FastifySchemaValidationError): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
  const values = (issue.params as { values?: unknown }).values;
  if (issue.keyword === 'invalid_value' && Array.isArray(values)) {
    // Enums such as the ~57 locations: name a few allowed values instead of all of them.
    const shown = values.slice(0, 6).join(', ');
    return `${field} must be one of ${shown}${values.length > 6 ? ', ...' : ''}`;
  }
  return `${field}: ${issue.message ?? 'invalid'}`;
}

/** Answers an error as toErrorResponse says, with Retry-After when the error names a time to come back. */
export function sendError(reply: FastifyReply, error: unknown, log: FastifyBaseLogger): FastifyReply {
  const { status, body: payload, retryAfterSeconds } = toErrorResponse(error, log);
  const retryAfter = isAppError(error) ? error.retryAfterSeconds : retryAfterSeconds;
  if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
  return reply.status(status).send(payload);
}

/**
 * Fastify's `frameworkErrors` option: errors met before routing (a path whose percent-encoding is broken, a
 * path parameter over the router's length limit) would otherwise be answered in Fastify's own shape, echoing
 * the path. They get the API's `{ error: { code, message } }` shape and product words instead.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const message = tooLong ? MESSAGES.addressTooLong : MESSAGES.badAddress;
  void reply
    .header('cache-control', 'no-store')
    .status(error.statusCode ?? 400)
    .send(body(error.statusCode === 500 ? 'INTERNAL' : 'INVALID_INPUT', error.statusCode === 500 ? MESSAGES.internal : message));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(reply, error, request.log));
}
