import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/pool';
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer } from '../db/queries/idempotency-records';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed; its answer is stored for replay. */
    idempotency: { apiKeyId: string; key: string } | null;
  }
}

const DAY_MS = 24 * 60 * 60_000;
/** A claim unanswered this long lost its process (a rank check takes seconds, its scan at most a minute). */
const ABANDONED_MS = 5 * 60_000;
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/**
 * Answers worth replaying: successes and refusals that a retry would meet again. Not 409 or 429 (the retry
 * may succeed later), not 499 (the client left) and no 5xx (a retry should run the request again).
 */
const replayable = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500 && ![409, 429, 499].includes(status));

/**
 * `Idempotency-Key` on POST requests made with an API key (rank checks, scheduled checks, …): within 24 hours
 * the same key and body get the first answer again, without running the request (no second provider call);
 * the same key with another body or route is 422; while the first is still running, 409. Streamed answers
 * (NDJSON progress) are not stored, so they are not replayed. Browser sessions do not use it.
 */
export function registerIdempotency(app: FastifyInstance, options: { db: Queryable; now: () => Date }): void {
  app.decorateRequest('idempotency', null);
  app.addHook('preHandler', async (request, reply) => {
    request.idempotency = null;
    const header = request.headers['idempotency-key'];
    const apiKey = request.user?.apiKey;
    if (request.method !== 'POST' || !apiKey || header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_SHAPE.test(key)) {
      throw new AppError('INVALID_INPUT', 'Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID.');
    }
    const now = options.now();
    const claim = {
      apiKeyId: apiKey.id,
      key,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      requestHash: createHash('sha256').update(JSON.stringify(request.body ?? null)).digest(),
    };
    const outcome = await claimIdempotencyKey(options.db, claim, now, new Date(now.getTime() - DAY_MS), new Date(now.getTime() - ABANDONED_MS));
    if (outcome.state === 'mismatch') {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another request in the past 24 hours. Use a new key for a new request.');
    }
    if (outcome.state === 'in_progress') {
      throw new AppError('IDEMPOTENCY_IN_PROGRESS', 'The first request with this Idempotency-Key is still running. Try again in a moment.', { retryAfterSeconds: 1 });
    }
    if (outcome.state === 'replay') {
      return reply.header('idempotent-replayed', 'true').code(outcome.statusCode).send(outcome.response);
    }
    request.idempotency = { apiKeyId: apiKey.id, key };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotency;
    if (!claimed) return payload;
    request.idempotency = null;
    if (typeof payload === 'string' && replayable(reply.statusCode) && reply.getHeader('content-type')?.toString().includes('json')) {
      await storeIdempotentAnswer(options.db, claimed.apiKeyId, claimed.key, reply.statusCode, JSON.parse(payload));
    } else {
      await releaseIdempotencyKey(options.db, claimed.apiKeyId, claimed.key);
    }
    return payload;
  });
}
