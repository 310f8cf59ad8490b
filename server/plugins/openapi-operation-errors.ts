import { mapOperations } from './map-operations';
import { ERROR_CODE_DOCS } from './openapi-error-codes';
import { operationErrors } from './operation-errors';

type SecurityRequirement = Record<string, string[]>;

interface Operation {
  security?: SecurityRequirement[];
  responses?: Record<string, unknown>;
  'x-error-codes'?: string[];
  [key: string]: unknown;
}

const ERROR_CLASSES = new Set(['4XX', '5XX']);

/** The error body with its code narrowed to what this status of this operation can say, and when each comes. */
function errorBody(codes: string[]): object {
  return {
    type: 'object',
    properties: {
      error: {
        type: 'object',
        properties: {
          code: { type: 'string', enum: codes, description: codes.map((code) => `\`${code}\`: ${ERROR_CODE_DOCS[code]?.when ?? ''}`).join('\n\n') },
          message: { type: 'string', description: 'Safe to show to a person.' },
        },
        required: ['code', 'message'],
        additionalProperties: false,
      },
    },
    required: ['error'],
    additionalProperties: false,
  };
}

/** The reference shows an answer's description on one line, folded: the codes, which the body then explains. */
const describeCodes = (codes: string[]) => codes.map((code) => `\`${code}\``).join(', ');

const SUCCESS_NAMES: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No content', '302': 'Found (a redirect)' };

/** A success whose schema had no description of its own reads "OK" (or its status's name), not "Default Response". */
function namedSuccess(status: string, answer: unknown): unknown {
  const named = answer as { description?: string } | null;
  if (!named || named.description !== 'Default Response' || !SUCCESS_NAMES[status]) return answer;
  return { ...named, description: SUCCESS_NAMES[status] };
}

/** Reads the scope a key needs from the operation's security (openapi-access writes it), null when keys are refused. */
function keyScopeOf(security: SecurityRequirement[]): 'read' | 'write' | null {
  const scope = security.find((requirement) => 'apiKey' in requirement)?.apiKey?.[0];
  return scope === 'read' || scope === 'write' ? scope : null;
}

/**
 * Replaces each operation's catch-all `4XX`/`5XX` error answer with one answer per status it can give, each
 * naming its codes and when they come, so the reference shows under every call exactly which errors it answers.
 * Runs after the access rules (it reads `security`); `originExemptPaths` are the server-to-server endpoints the
 * origin check lets through.
 */
export function withOperationErrors<T extends object>(input: T, options: { originExemptPaths: readonly string[] }): T {
  return mapOperations<T, Operation>(input, (operation, method, path) => {
    const { 'x-error-codes': declared = [], ...rest } = operation;
    const security = operation.security ?? [];
    const errors = operationErrors({
      method,
      path,
      keyScope: keyScopeOf(security),
      needsAccount: security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0),
      checksOrigin: method !== 'get' && !options.originExemptPaths.includes(path),
      declared,
    });
    const responses = Object.fromEntries(
      Object.entries(operation.responses ?? {})
        .filter(([status]) => !ERROR_CLASSES.has(status.toUpperCase()))
        .map(([status, answer]) => [status, namedSuccess(status, answer)]),
    );
    for (const [status, codes] of errors) {
      // An operation that documents a status with a body of its own (the health check's 503) keeps it.
      if (String(status) in responses) continue;
      responses[String(status)] = { description: describeCodes(codes), content: { 'application/json': { schema: errorBody(codes) } } };
    }
    return { ...rest, responses };
  });
}
