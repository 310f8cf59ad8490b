import { describe, expect, it } from 'vitest';
import { operationErrors, type OperationShape } from './operation-errors';

const shape = (overrides: Partial<OperationShape>): OperationShape => ({
  method: 'get',
  path: '/api/v1/pricing',
  keyScope: null,
  needsAccount: false,
  checksOrigin: false,
  declared: [],
  ...overrides,
});

const asObject = (errors: Map<number, string[]>) => Object.fromEntries(errors);

describe('operationErrors', () => {
  it('gives every operation bad input, a wrong key and our own failures', () => {
    expect(asObject(operationErrors(shape({})))).toEqual({
      400: ['INVALID_INPUT'],
      401: ['INVALID_API_KEY'],
      403: ['SESSION_REQUIRED'],
      500: ['INTERNAL'],
      503: ['UNAVAILABLE'],
    });
  });

  it('adds the key layer, the account, the origin check, the body parser, idempotency and the declared codes of a keyed POST', () => {
    const errors = operationErrors(
      shape({ method: 'post', path: '/api/v1/rank-checks', keyScope: 'write', checksOrigin: true, declared: ['DAILY_LIMIT_REACHED', 'SERP_ERROR', 'MISSING_INFORMATION'] }),
    );
    expect(asObject(errors)).toEqual({
      400: ['INVALID_INPUT', 'MISSING_INFORMATION'],
      401: ['INVALID_API_KEY'],
      403: ['BAD_ORIGIN', 'FEATURE_RESTRICTED', 'INSUFFICIENT_SCOPE'],
      409: ['IDEMPOTENCY_IN_PROGRESS'],
      413: ['INVALID_INPUT'],
      415: ['INVALID_INPUT'],
      422: ['IDEMPOTENCY_KEY_REUSED'],
      429: ['DAILY_LIMIT_REACHED', 'RATE_LIMITED'],
      500: ['INTERNAL'],
      502: ['SERP_ERROR'],
      503: ['UNAVAILABLE'],
    });
  });

  it.each<[string, Partial<OperationShape>, number, string[]]>([
    ['a read through a key has no scope refusal', { path: '/api/v1/me/history', keyScope: 'read', needsAccount: true }, 403, ['FEATURE_RESTRICTED', 'NOT_A_MEMBER', 'ROLE_FORBIDDEN', 'TWO_STEP_REQUIRED_BY_TEAM']],
    ['an account route outside /me acts in no workspace', { path: '/api/v1/auth/change-password', needsAccount: true, keyScope: null }, 403, ['SESSION_REQUIRED']],
    ['an account route answers a missing session', { needsAccount: true }, 401, ['INVALID_API_KEY', 'UNAUTHENTICATED']],
    ['a path parameter may name nothing', { path: '/api/v1/me/history/{id}', keyScope: 'write', method: 'delete' }, 404, ['NOT_FOUND']],
    ['a path parameter may be too long for the router', { path: '/api/v1/me/history/{id}' }, 414, ['INVALID_INPUT']],
    ['a session-only POST has no idempotency', { method: 'post', checksOrigin: true }, 403, ['BAD_ORIGIN', 'SESSION_REQUIRED']],
    ['a declared code joins its status', { declared: ['LIMIT_REACHED'] }, 409, ['LIMIT_REACHED']],
  ])('%s', (_name, overrides, status, codes) => {
    expect(operationErrors(shape(overrides)).get(status)).toEqual(codes);
  });

  it('leaves out what cannot happen: no 404 without a parameter, no body statuses on GET, no idempotency on PUT', () => {
    const get = operationErrors(shape({ keyScope: 'read' }));
    expect([...get.keys()]).not.toContain(404);
    expect([...get.keys()]).not.toContain(413);
    const put = operationErrors(shape({ method: 'put', keyScope: 'write' }));
    expect([...put.keys()]).not.toContain(409);
    expect([...put.keys()]).not.toContain(422);
  });
});
