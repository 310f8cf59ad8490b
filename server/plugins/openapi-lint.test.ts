import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { OPERATION_METHODS } from './map-operations';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
}

interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, Operation>>>;
}

/**
 * Redocly's `recommended` ruleset, less the rules that do not fit this API. Each is off for every operation, so
 * each says why; the rest (operationIds present, unique and URL-safe, paths, parameters, schemas, security…)
 * stay as Redocly sets them. https://redocly.com/docs/cli/rules/recommended
 */
const LINT_RULES = {
  // A closed product's API: there is no licence to name (package.json is private and the repository has no LICENSE).
  'info-license': 'off',
  // Google sign-in starts with a 302 to Google and has nothing else to answer. openapi-document.test.ts checks
  // instead that every operation documents a success, 2xx or 3xx.
  'operation-2xx-response': 'off',
} as const;

describe('the OpenAPI document, as client generators and linters read it', () => {
  let t: TestApp;
  let source: string;
  let operations: Array<Operation & { where: string }>;
  beforeAll(async () => {
    // APP_URL set as an operator sets it: the document's server is APP_URL, which a development setup leaves
    // at localhost (Redocly's no-server-example.com rule warns of that in a published document).
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { APP_URL: 'https://rank.example.test' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    source = response.body;
    const document = JSON.parse(source) as OpenApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      OPERATION_METHODS.flatMap((method) => {
        const operation = item[method];
        return operation ? [{ ...operation, where: `${method.toUpperCase()} ${path}` }] : [];
      }),
    );
  });
  afterAll(() => t.close());

  it('names every operation with a camelCase operationId of its own, which generated clients take as method names', () => {
    expect(operations.length).toBeGreaterThan(60);
    for (const { where, operationId } of operations) expect(operationId ?? '(none)', where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    const seen = new Map<string, string>();
    const repeated = operations.filter(({ operationId, where }) => {
      const first = seen.get(operationId ?? '');
      seen.set(operationId ?? '', first ?? where);
      return first !== undefined;
    });
    expect(repeated.map(({ operationId, where }) => `${operationId}: ${seen.get(operationId ?? '')} and ${where}`)).toEqual([]);
  });

  it('describes what every operation does, besides its summary', () => {
    for (const { where, summary, description } of operations) {
      expect(summary?.trim(), where).toBeTruthy();
      expect(description?.trim(), where).toBeTruthy();
      expect(description, where).not.toBe(summary);
    }
  });

  it("passes Redocly's recommended rules without an error or a warning", async () => {
    const config = await createConfig({ extends: ['recommended'], rules: LINT_RULES });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const described = problems.map((problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`);
    expect(described).toEqual([]);
  });
});
