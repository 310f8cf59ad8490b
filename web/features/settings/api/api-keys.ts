import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiKeyCreatedSchema, apiKeyListSchema, type ApiKeyCreate } from '../../../../contracts/api-key';
import { ApiError, apiFetch, apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';

/** apiJson() checked against the route's contract, so a reply of another shape is a readable error, not a crash. */
async function fetchParsed<S extends z.ZodType>(schema: S, path: string, init?: RequestInit & { json?: unknown }): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await apiJson<unknown>(path, init));
  if (!parsed.success) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return parsed.data;
}

// Under USER_DATA_KEY: dropped on sign-out, and refreshed when the plan changes (a trial started), which
// decides whether the keys work.
export const apiKeysKey = [...USER_DATA_KEY, 'api-keys'] as const;

export const apiKeysQueryOptions = queryOptions({
  queryKey: apiKeysKey,
  queryFn: () => fetchParsed(apiKeyListSchema, '/me/api-keys'),
});

/** GET /api/v1/me/api-keys — the keys not revoked, newest first, how many may exist and whether the plan lets them work. */
export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}

/**
 * POST /api/v1/me/api-keys — answers the key itself, this once. It is handed to the caller and never put in
 * the query cache, so it lives only as long as the screen showing it.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreate) => fetchParsed(apiKeyCreatedSchema, '/me/api-keys', { method: 'POST', json: input }),
    // After a 403 or 409 too: the list on screen is out of date (the plan changed, or keys were made in
    // another tab), and the fresh list explains the refusal.
    onSettled: (_created, error) => {
      const stale = error instanceof ApiError && (error.status === 403 || error.status === 409);
      if (!error || stale) return queryClient.invalidateQueries({ queryKey: apiKeysKey });
    },
  });
}

/** DELETE /api/v1/me/api-keys/{id} — the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await apiFetch(`/me/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
      } catch (error) {
        // Not found: already revoked (in another tab, say). What the user asked for is true, so no error.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
