import type { z } from 'zod';
import { ApiError, apiJson } from './api-client';

/**
 * apiJson() checked against the route's contract: a reply of another shape (an older server during a
 * deployment) becomes a readable error instead of a crash deep in a chart.
 */
export async function fetchParsed<S extends z.ZodType>(
  schema: S,
  path: string,
  init?: RequestInit & { json?: unknown },
): Promise<z.infer<S>> {
  const body = await apiJson<unknown>(path, init);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return parsed.data;
}
