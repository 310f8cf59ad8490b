import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { openApiOperations } from '../testing/openapi-operations';

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

  it('documents a success and the error body for every operation', () => {
    const operations = openApiOperations(document);
    expect(operations.length).toBeGreaterThan(60);
    for (const operation of operations) {
      const where = `${operation.method} ${operation.path}`;
      expect(operation.responses.some((status) => /^[23]/.test(status)), `${where}: ${operation.responses.join(", ")}`).toBe(true);
      expect(operation.responses.some((status) => status.toUpperCase() === '4XX'), where).toBe(true);
    }
  });
});
