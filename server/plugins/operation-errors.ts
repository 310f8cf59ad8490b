import type { ApiErrorCode } from '../../contracts/api-error';
import { statusOfCode } from './openapi-error-codes';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The error codes a route raises itself (its service's refusals: NOT_FOUND, LIMIT_REACHED, …). Those every
     * route of its kind can answer (bad input, the key layer, the session, origin, the database) are added by
     * operationErrors; the reference lists both under each operation.
     */
    'x-error-codes'?: readonly ApiErrorCode[];
  }
}

/** What the document says of one operation, which decides the errors it can answer besides its own. */
export interface OperationShape {
  method: string;
  /** The OpenAPI path, `{name}` for a parameter. */
  path: string;
  /** The key scope it needs, or null when keys are refused (the session only, or nobody signed in). */
  keyScope: 'read' | 'write' | null;
  /** Only a signed-in caller (session or key) may call it. */
  needsAccount: boolean;
  /** Cross-site browsers are refused (state-changing, not a server-to-server endpoint). */
  checksOrigin: boolean;
  /** The codes its route declares (`x-error-codes`). */
  declared: readonly string[];
}

/** Statuses Fastify itself answers as INVALID_INPUT before a handler runs: too large a body, an unknown type. */
const BODY_STATUSES = [413, 415];


/**
 * Every error an operation can answer, by HTTP status, codes sorted: its own (declared) and those that come with
 * its kind. Any request can be malformed (400), carry a wrong key (401) or meet a failure of ours (500, 503);
 * where keys are accepted, the key's plan, scope and minute limit; where they are not, SESSION_REQUIRED; an
 * account route, UNAUTHENTICATED; a path with a parameter, NOT_FOUND and a too long address (414); a
 * state-changing request, the origin check and the body parser; a key's POST, the Idempotency-Key rules. The
 * server's error handler (plugins/error-handler) is the other half of this list, and the test apps check every
 * error they answer against it.
 */
export function operationErrors(operation: OperationShape): Map<number, string[]> {
  const byStatus = new Map<number, Set<string>>();
  const add = (status: number, code: string) => byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  const writes = operation.method.toUpperCase() !== 'GET';

  add(400, 'INVALID_INPUT');
  add(401, 'INVALID_API_KEY');
  add(500, 'INTERNAL');
  add(503, 'UNAVAILABLE');
  if (operation.keyScope) {
    add(403, 'FEATURE_RESTRICTED');
    add(429, 'RATE_LIMITED');
    if (operation.keyScope === 'write') add(403, 'INSUFFICIENT_SCOPE');
    if (operation.method.toUpperCase() === 'POST') {
      add(409, 'IDEMPOTENCY_IN_PROGRESS');
      add(422, 'IDEMPOTENCY_KEY_REUSED');
    }
  } else {
    add(403, 'SESSION_REQUIRED');
  }
  if (operation.needsAccount) add(401, 'UNAUTHENTICATED');
  if (operation.needsAccount && operation.path.startsWith('/api/v1/me/')) {
    // Acting in a workspace (decision 025): a role that lacks the operation, or a membership that ended.
    add(403, 'ROLE_FORBIDDEN');
    add(403, 'NOT_A_MEMBER');
    add(403, 'TWO_STEP_REQUIRED_BY_TEAM');
  }
  if (operation.path.includes('{')) {
    add(404, 'NOT_FOUND');
    // The router refuses a parameter past its length limit before the route runs (error-handler's frameworkErrors).
    add(414, 'INVALID_INPUT');
  }
  if (writes) BODY_STATUSES.forEach((status) => add(status, 'INVALID_INPUT'));
  if (operation.checksOrigin) add(403, 'BAD_ORIGIN');
  for (const code of operation.declared) {
    const status = statusOfCode(code);
    if (status !== undefined) add(status, code);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b).map(([status, codes]) => [status, [...codes].sort()]));
}
