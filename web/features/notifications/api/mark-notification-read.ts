import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../contracts/notification';
import { apiFetch } from '../../../lib/api-client';
import { notificationListQueryKey, unreadCountQueryKey } from './notification-keys';

/** POST /api/v1/me/notifications/{id}/read */
export async function markNotificationRead(id: string): Promise<void> {
  await apiFetch(`/me/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

/** Writes what the server now holds into the cache: the item read, the count one lower (never below 0). */
async function applyRead(queryClient: QueryClient, id: string, readAt: string): Promise<void> {
  // A poll answered before the read was saved would otherwise paint the item unread again.
  await queryClient.cancelQueries({ queryKey: notificationListQueryKey });
  await queryClient.cancelQueries({ queryKey: unreadCountQueryKey });
  queryClient.setQueryData<Notification[]>(notificationListQueryKey, (items) =>
    items?.map((item) => (item.id === id && !item.read ? { ...item, read: true, readAt } : item)),
  );
  queryClient.setQueryData<number>(unreadCountQueryKey, (count) => (count === undefined ? count : Math.max(0, count - 1)));
}

/** Spec §4: unread to read, never back; the local count drops by 1. A failure is silent (spec §8). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_, id) => applyRead(queryClient, id, new Date().toISOString()),
  });
}
