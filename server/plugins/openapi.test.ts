import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../contracts/api-error';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { documentedErrorCode, type DocumentedAnswer } from '../testing/openapi-operations';
import { operationSecurity } from './openapi-access';
import { ERROR_CODE_DOCS, errorCodeTable } from './openapi-error-codes';

interface Operation {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
  responses?: Record<string, unknown>;
}

interface OpenApiDocument {
  info: { description: string };
  components: { securitySchemes: Record<string, Record<string, string>> };
  tags: Array<{ name: string; 'x-displayName': string }>;
  paths: Record<string, Record<string, Operation>>;
}

describe('the OpenAPI document behind the API reference', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider() });
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(() => t.close());

  it('declares the API key (Bearer rc_live_…) and the session cookie as security schemes', () => {
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'rc_live_…' });
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'rc_session' });
  });

  it('explains authentication, rate limits, idempotency and errors in the introduction', () => {
    const text = doc.info.description;
    for (const heading of ['## Authentication', '## Rate limits', '## Idempotency', '## Errors']) expect(text).toContain(heading);
    expect(text).toContain('Settings → API keys');
    expect(text).toContain('Authorization: Bearer rc_live_');
    for (const header of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'Idempotency-Key']) {
      expect(text).toContain(header);
    }
    expect(text).toMatch(/within 24 hours/);
    expect(text).toContain('422 IDEMPOTENCY_KEY_REUSED');
    expect(text).toContain('SESSION_REQUIRED');
  });

  it('lists every error code in its table, with a status and when it comes', () => {
    for (const code of API_ERROR_CODES) expect(doc.info.description).toMatch(new RegExp(`\\| \`${code}\` \\| (\\d{3}|—) \\| \\S`));
  });

  it('says who may call each operation: keys where the server accepts them, the session only where it does not', () => {
    const rankChecks = doc.paths['/api/v1/rank-checks']?.post;
    expect(rankChecks?.security).toEqual([{ apiKey: ['write'] }, { session: [] }, {}]);
    expect(rankChecks?.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(doc.paths['/api/v1/me/history']?.get?.security).toEqual([{ apiKey: ['read'] }, { session: [] }]);
    expect(doc.paths['/api/v1/me/scheduled-checks']?.post?.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key' }));
    expect(doc.paths['/api/v1/auth/change-password']?.post?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/v1/payments/checkout']?.post?.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/v1/me/webhooks']?.post?.parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'Idempotency-Key' }));
    // What a guest may read, a key may read too; guests' forms stay theirs.
    expect(doc.paths['/api/v1/pricing']?.get?.security).toEqual([{ apiKey: ['read'] }, { session: [] }, {}]);
    expect(doc.paths['/api/v1/contact']?.post?.security).toEqual([]);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) expect(operation.security, `${method} ${path}`).toBeDefined();
    }
  });

  it('lists under each operation the errors it can answer, status by status, with when each comes', () => {
    const codesOf = (path: string, method: string, status: string) => {
      const answer = doc.paths[path]?.[method]?.responses?.[status] as DocumentedAnswer | undefined;
      return documentedErrorCode(answer)?.enum;
    };
    expect(codesOf('/api/v1/rank-checks', 'post', '429')).toEqual(['DAILY_LIMIT_REACHED', 'RATE_LIMITED']);
    expect(codesOf('/api/v1/rank-checks', 'post', '403')).toEqual(['BAD_ORIGIN', 'FEATURE_RESTRICTED', 'INSUFFICIENT_SCOPE', 'NOT_A_MEMBER', 'ROLE_FORBIDDEN', 'SIGN_UP_REQUIRED', 'TWO_STEP_REQUIRED_BY_TEAM']);
    expect(codesOf('/api/v1/rank-checks', 'post', '502')).toEqual(['SERP_ERROR', 'SERP_NOT_CONFIGURED']);
    expect(codesOf('/api/v1/me/history', 'get', '403')).toEqual(['FEATURE_RESTRICTED', 'NOT_A_MEMBER', 'ROLE_FORBIDDEN', 'TWO_STEP_REQUIRED_BY_TEAM']);
    expect(codesOf('/api/v1/me/history', 'get', '404')).toBeUndefined();
    expect(codesOf('/api/v1/me/history/{id}', 'delete', '404')).toEqual(['NOT_FOUND']);
    expect(codesOf('/api/v1/auth/change-password', 'post', '403')).toEqual(['BAD_ORIGIN', 'SECOND_STEP_REQUIRED', 'SESSION_REQUIRED']);
    expect(codesOf('/api/v1/auth/change-password', 'post', '401')).toEqual(['INVALID_API_KEY', 'UNAUTHENTICATED']);
    expect(codesOf('/api/v1/stripe/webhook', 'post', '403')).toEqual(['SESSION_REQUIRED']);
    const limited = doc.paths['/api/v1/me/scheduled-checks']?.post?.responses?.['409'] as DocumentedAnswer;
    expect(limited.description).toBe('`ALREADY_EXISTS`, `IDEMPOTENCY_IN_PROGRESS`, `LIMIT_REACHED`');
    expect(documentedErrorCode(limited)?.description).toContain(
      '`LIMIT_REACHED`: The account already has as many',
    );
    expect((doc.paths['/api/v1/rank-checks']?.post?.responses?.['200'] as DocumentedAnswer).description).toBe('OK');
    expect(doc.paths['/api/v1/rank-checks']?.post?.responses).not.toHaveProperty('4XX');
    expect(JSON.stringify(doc)).not.toContain('x-error-codes');
  });

  it("leaves zod's safe-integer bounds out of answers, which the reference would show as examples, and keeps real ones", () => {
    const answers = Object.values(doc.paths).flatMap((item) => Object.values(item).map((operation) => JSON.stringify(operation.responses)));
    expect(answers.join()).not.toContain(String(Number.MAX_SAFE_INTEGER));
    expect(JSON.stringify(doc.paths['/api/v1/rank-checks']?.post?.responses)).toContain('"maximum":100');
  });

  it('names each tag for the reference menu, those a key may use first', () => {
    expect(doc.tags).toContainEqual(expect.objectContaining({ name: 'rank checks', 'x-displayName': 'Rank checks' }));
    expect(doc.tags).toContainEqual(expect.objectContaining({ name: 'seo snapshots', 'x-displayName': 'SEO snapshots' }));
    const order = doc.tags.map((tag) => tag.name);
    expect(order.indexOf('rank checks')).toBeLessThan(order.indexOf('auth'));
    expect(order.indexOf('history')).toBeLessThan(order.indexOf('account'));
    expect(new Set(order).size).toBe(order.length);
  });
});

describe('the error code table', () => {
  it('describes exactly the codes the API has', () => {
    expect(Object.keys(ERROR_CODE_DOCS).sort()).toEqual([...API_ERROR_CODES].sort());
  });

  it('gives a code without a description a row anyway, so the table never loses one', () => {
    expect(errorCodeTable(['NOT_A_CODE'])).toContain('| `NOT_A_CODE` | — |  |');
  });
});

describe('operationSecurity', () => {
  it.each([
    ['get', '/api/v1/health', ['operations'], [{ apiKey: ['read'] }, { session: [] }, {}]],
    ['delete', '/api/v1/me/history/{id}', ['history'], [{ apiKey: ['write'] }, { session: [] }]],
    ['get', '/api/v1/me/plan', ['plans'], [{ apiKey: ['read'] }, { session: [] }]],
    ['post', '/api/v1/me/trial', ['plans'], [{ session: [] }]],
    ['post', '/api/v1/auth/sign-in', ['auth'], []],
    ['post', '/api/v1/stripe/webhook', ['payments'], []],
  ])('%s %s', (method, path, tags, expected) => {
    expect(operationSecurity(method, path, tags)).toEqual(expected);
  });
});
