import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { documentedErrorCode, openApiOperations, type DocumentedAnswer } from '../testing/openapi-operations';

describe('the OpenAPI document the reference is rendered from', () => {
  let t: TestApp;
  let document: Record<string, unknown>;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider() });
    document = (await t.app.inject({ url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents a success and, status by status, the error codes of every operation', () => {
    const operations = openApiOperations(document);
    expect(operations.length).toBeGreaterThan(60);
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, DocumentedAnswer> }>>;
    for (const operation of operations) {
      const where = `${operation.method} ${operation.path}`;
      expect(operation.responses.some((status) => /^[23]/.test(status)), `${where}: ${operation.responses.join(', ')}`).toBe(true);
      // No catch-all classes: each error status is listed with the codes it carries.
      expect(operation.responses.filter((status) => /X/i.test(status)), where).toEqual([]);
      const responses = paths[operation.path]?.[operation.method.toLowerCase()]?.responses ?? {};
      for (const status of ['400', '401', '500', '503']) expect(Object.keys(responses), where).toContain(status);
      for (const [status, answer] of Object.entries(responses).filter(([status]) => Number(status) >= 400)) {
        const code = documentedErrorCode(answer);
        // Health answers 503 with its own body (what is not up), not an error code.
        if (operation.path.startsWith('/api/v1/health') && status === '503') continue;
        expect(code?.enum?.length, `${where} ${status}`).toBeGreaterThan(0);
        // Each code is named on the folded answer and explained in the body's schema.
        for (const name of code?.enum ?? []) {
          expect(answer.description, `${where} ${status}`).toContain(`\`${name}\``);
          expect(code?.description, `${where} ${status}`).toMatch(new RegExp(`\`${name}\`: \\S`));
        }
      }
    }
  });
});
