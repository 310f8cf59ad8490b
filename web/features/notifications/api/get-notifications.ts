import { useQuery } from '@tanstack/react-query';
// Types only: the contract module's runtime code would bring zod with it.
import type { Notification } from '../../../../contracts/notification';
import { ApiError, apiJson } from '../../../lib/api-client';
import { PANEL_LIMIT, PANEL_REFRESH_MS, notificationListQueryKey } from './notification-keys';

function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    // A type this version does not know is drawn as 'info' rather than failing the whole list.
    typeof v.type === 'string' &&
    typeof v.title === 'string' &&
    typeof v.message === 'string' &&
    typeof v.read === 'boolean' &&
    typeof v.createdAt === 'string'
  );
}

/** GET /api/v1/me/notifications?limit=50 — the newest first. */
export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  // A shape check rather than the contract's zod schema: zod would add its weight to the bell's code.
  const body = await apiJson<unknown>(`/me/notifications?limit=${PANEL_LIMIT}`, { signal });
  const items = typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined;
  if (!Array.isArray(items) || !items.every(isNotification)) {
    throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  }
  return items;
}

/**
 * The panel's list: asked again each time the panel opens and every 10 s while it is. Spec §8: a failed load
 * is silent and not retried, and the list on screen stays as it was.
 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationListQueryKey,
    queryFn: ({ signal }) => getNotifications(signal),
    retry: false,
    staleTime: 0,
    refetchInterval: PANEL_REFRESH_MS,
  });
}
