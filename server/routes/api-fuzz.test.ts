import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs } from '../testing/sign-in';
import { userOnPlan } from '../services/competitors/testing/user-on-plan';
import { documentsStatus, openApiOperations, type ApiOperation } from '../testing/openapi-operations';
import { hostileRequest, type FuzzRequest } from '../testing/hostile-requests';

/** Requests sent in all, spread over every operation of the OpenAPI document; FUZZ_RUNS sends more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2400);
/** Fixed so a red run can be replayed; FUZZ_SEED picks another exploration. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** 5xx answers a route gives by design, not by accident (no Stripe keys in tests). */
const DESIGNED_5XX = new Set(['PAYMENTS_NOT_CONFIGURED']);

describe('every API route against generated malformed requests', () => {
  let t: TestApp;
  let operations: ApiOperation[];
  let cookie: string;
  let apiKey: string;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { API_RATE_LIMIT_PRO_PER_MINUTE: '100000' } });
    operations = openApiOperations((await t.app.inject({ url: '/api/openapi.json' })).json());
    cookie = (await signInAs(t.pool)).cookie;
    // A Pro user's write key: requests made with it meet the key layer (scopes, session-only routes) too.
    const keyOwner = await userOnPlan(t.pool, 'pro', new Date());
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/me/api-keys', headers: { cookie: keyOwner.cookie, origin: t.config.appUrl }, payload: { name: 'fuzz', scope: 'write' } });
    apiKey = (created.json() as { key: string }).key;
  });
  afterAll(() => t.close());

  it(`answers ${RUNS} hostile requests without a 5xx, with a status the document lists, every error in the { error: { code, message } } shape`, async () => {
    expect(operations.length).toBeGreaterThan(40);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: operations.length - 1 }).chain((i) => hostileRequest(operations[i] as ApiOperation)),
        fc.constantFrom('guest', 'session', 'key'),
        fc.ipV4(),
        async (request: FuzzRequest, caller, ip) => {
          seen.add(request.route);
          const signedIn = caller === 'session';
          const response = await t.app.inject({
            method: request.method,
            url: request.url,
            remoteAddress: ip,
            headers: {
              ...request.headers,
              ...(signedIn ? { cookie } : {}),
              ...(caller === 'key' ? { authorization: `Bearer ${apiKey}` } : {}),
              origin: t.config.appUrl,
            },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          // Signing out ends the shared session; start another so later requests stay signed in.
          if (signedIn && request.route.endsWith('/auth/sign-out')) cookie = (await signInAs(t.pool)).cookie;
          const where = `${request.method} ${request.url} -> ${response.statusCode}: ${response.body.slice(0, 300)}`;
          const json = String(response.headers['content-type'] ?? '').includes('application/json') ? safeJson(response.body) : undefined;
          if (response.statusCode >= 500) {
            expect(DESIGNED_5XX.has(errorCode(json) ?? ''), where).toBe(true);
          }
          // The reference says what each operation answers; what it answers must be among that.
          const operation = operations.find((candidate) => candidate.method === request.method && candidate.path === request.route.split(' ')[1]);
          if (operation && response.statusCode !== 404) expect(documentsStatus(operation, response.statusCode), `${where} (documented: ${operation.responses.join(', ')})`).toBe(true);
          if (response.statusCode >= 400 && request.url.startsWith('/api/')) {
            expect(json, where).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    // Every operation was tried.
    expect(seen.size).toBe(operations.length);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorCode(json: unknown): string | undefined {
  const code = (json as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}
