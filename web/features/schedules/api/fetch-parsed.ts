import type { z } from 'zod';
import { ApiError, apiJson } from '../../../lib/api-client';

/** apiJson() checked against the route's contract, so a reply of another shape is a readable error, not a crash. */
export async function fetchParsed<S extends z.ZodType>(schema: S, path: string, init?: RequestInit & { json?: unknown }): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await apiJson<unknown>(path, init));
  if (!parsed.success) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return parsed.data;
}
