import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiAnswer } from '../../../lib/api-client';
import { useLazyQuery } from '../../../lib/use-lazy-query';

/** Where the server publishes its OpenAPI document (outside /api/v1: it describes every version). */
export const OPENAPI_DOCUMENT_URL = '/api/openapi.json';

export type OpenApiDocument = Record<string, unknown> & { openapi: string; paths: Record<string, unknown> };

function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { openapi, paths } = value as Record<string, unknown>;
  return typeof openapi === 'string' && typeof paths === 'object' && paths !== null;
}

/** GET /api/openapi.json — the document the reference is rendered from. */
export async function getOpenApiDocument(): Promise<OpenApiDocument> {
  const { status, body } = await apiAnswer(OPENAPI_DOCUMENT_URL);
  if (!isOpenApiDocument(body)) throw new ApiError('BAD_RESPONSE', 'The server answered something that is not an API description.', status);
  return body;
}

/** Only a failure a retry can cure is retried: the network, or the server's side. */
const transient = (failures: number, error: unknown) =>
  failures < 2 && error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.status >= 500);

// The document changes only with a deployment: one read per visit is enough.
export const openApiDocumentQueryOptions = queryOptions({
  queryKey: ['openapi-document'],
  queryFn: getOpenApiDocument,
  staleTime: Infinity,
  retry: transient,
});

/** A public page (prerendered, hydrated): a lazy query, as the build rendered it before any data layer. */
export function useOpenApiDocument() {
  return useLazyQuery(openApiDocumentQueryOptions);
}
