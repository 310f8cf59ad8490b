import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export const BROKEN_TEXT_MESSAGE = 'Invalid request. Text must not contain NUL characters or broken Unicode.';

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

/** Whether a value holds, at any depth, a string PostgreSQL, URLs or a provider cannot take. */
function hasBrokenText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasBrokenText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => hasBrokenText(key) || hasBrokenText(item, depth + 1));
}

/**
 * Refuses, on every route and before any query or provider call, a body, query string or path parameter with
 * a NUL character (PostgreSQL text cannot hold one) or ill-formed UTF-16 (a lone surrogate, which no URL or
 * database encodes faithfully): 400 INVALID_INPUT instead of a 500 deep inside.
 */
export function registerRejectBrokenText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasBrokenText(request.params) || hasBrokenText(request.query) || hasBrokenText(request.body)) {
      throw new AppError('INVALID_INPUT', BROKEN_TEXT_MESSAGE);
    }
  });
}
