import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { SENSITIVE_OPERATIONS } from '../services/auth/two-step/sensitive-operations';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

type OpenApiPaths = Record<string, Record<string, { operationId?: string; responses?: Record<string, { content?: unknown; description?: string }> }>>;

describe('the operations that ask for a fresh second step', () => {
  let t: TestApp;
  let document: { paths: OpenApiPaths };
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider() });
    document = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: OpenApiPaths };
  });
  afterAll(() => t.close());

  it('are each a real operation whose reference lists SECOND_STEP_REQUIRED among its 403 answers', () => {
    const operations = new Map(Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => [operation.operationId, operation] as const)));
    for (const id of SENSITIVE_OPERATIONS) {
      const operation = operations.get(id);
      expect(operation, id).toBeDefined();
      expect(JSON.stringify(operation?.responses?.['403'] ?? null), id).toContain('SECOND_STEP_REQUIRED');
    }
  });
});
