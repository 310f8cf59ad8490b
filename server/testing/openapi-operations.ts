/** The parts of a JSON schema the request fuzzer reads; the OpenAPI document holds more. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

export interface ApiParameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One method on one path of the OpenAPI document, e.g. DELETE /api/v1/me/history/{id}. */
export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  parameters: ApiParameter[];
  /** The JSON body schema, when the operation takes one. */
  body?: JsonSchema;
  /** The statuses the document says it answers: '200', '204', '4XX', 'default'… */
  responses: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: ApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; responses?: Record<string, unknown> }>
  >;
}

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** Every operation the document describes, so a new route is fuzzed the day it is added. */
export function openApiOperations(document: unknown): ApiOperation[] {
  const { paths } = document as OpenApiDocument;
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as ApiOperation['method'],
        path,
        parameters: (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        ...(body ? { body } : {}),
        responses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations;
}

/** Whether an operation documents `status`: exactly, by its class ('4XX'), or with a default response. */
export function documentsStatus(operation: ApiOperation, status: number): boolean {
  return operation.responses.some((key) => key === String(status) || key.toUpperCase() === `${String(status)[0]}XX` || key === 'default');
}

/** One answer an operation documents, as far as the error checks read it (plugins/openapi-operation-errors). */
export interface DocumentedAnswer {
  description?: string;
  content?: { 'application/json'?: { schema?: { properties?: { error?: { properties?: { code?: { enum?: string[]; description?: string } } } } } } };
}

/** The `code` of a documented error answer: the codes it may carry and when each comes; undefined for other answers. */
export function documentedErrorCode(answer: DocumentedAnswer | undefined): { enum?: string[]; description?: string } | undefined {
  return answer?.content?.['application/json']?.schema?.properties?.error?.properties?.code;
}
