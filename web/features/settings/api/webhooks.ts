import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  webhookDeliveryListSchema,
  webhookEndpointSchema,
  webhookListSchema,
  webhookTestResultSchema,
  type WebhookCreate,
  type WebhookUpdate,
} from '../../../../contracts/webhook';
import { ApiError, apiFetch, apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';

/** apiJson() checked against the route's contract, so a reply of another shape is a readable error, not a crash. */
async function fetchParsed<S extends z.ZodType>(schema: S, path: string, init?: RequestInit & { json?: unknown }): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await apiJson<unknown>(path, init));
  if (!parsed.success) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return parsed.data;
}

const webhooksKey = [...USER_DATA_KEY, 'webhooks'] as const;
const endpointPath = (id: string) => `/me/webhooks/${encodeURIComponent(id)}`;

export const webhooksQueryOptions = queryOptions({
  queryKey: webhooksKey,
  queryFn: () => fetchParsed(webhookListSchema, '/me/webhooks'),
});

/** GET /api/v1/me/webhooks — the endpoints, with their secrets, and how many the account may have. */
export function useWebhooks() {
  return useQuery(webhooksQueryOptions);
}

export const webhookDeliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...webhooksKey, id, 'deliveries'],
    queryFn: () => fetchParsed(webhookDeliveryListSchema, `${endpointPath(id)}/deliveries`),
  });

/** GET /api/v1/me/webhooks/{id}/deliveries — the newest 50 messages, asked only while the log is open. */
export function useWebhookDeliveries(id: string, enabled: boolean) {
  // A message being retried changes in the background: the open log is never older than the last look.
  return useQuery({ ...webhookDeliveriesQueryOptions(id), enabled, staleTime: 0 });
}

/** Every change refreshes the list and the logs (both under the webhooks key). */
function useWebhookMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }) });
}

/** POST /api/v1/me/webhooks */
export function useCreateWebhook() {
  return useWebhookMutation((input: WebhookCreate) => fetchParsed(webhookEndpointSchema, '/me/webhooks', { method: 'POST', json: input }));
}

/** PATCH /api/v1/me/webhooks/{id} — turning an endpoint back on clears its failures. */
export function useUpdateWebhook() {
  return useWebhookMutation(({ id, changes }: { id: string; changes: WebhookUpdate }) =>
    fetchParsed(webhookEndpointSchema, endpointPath(id), { method: 'PATCH', json: changes }),
  );
}

/** DELETE /api/v1/me/webhooks/{id} */
export function useDeleteWebhook() {
  return useWebhookMutation(async (id: string) => {
    await apiFetch(endpointPath(id), { method: 'DELETE' });
  });
}

/** POST /api/v1/me/webhooks/{id}/rotate-secret */
export function useRotateWebhookSecret() {
  return useWebhookMutation((id: string) => fetchParsed(webhookEndpointSchema, `${endpointPath(id)}/rotate-secret`, { method: 'POST', json: {} }));
}

/** POST /api/v1/me/webhooks/{id}/test — sends a webhook.test message now and answers the endpoint's reply. */
export function useSendTestWebhook() {
  return useWebhookMutation((id: string) => fetchParsed(webhookTestResultSchema, `${endpointPath(id)}/test`, { method: 'POST', json: {} }));
}
