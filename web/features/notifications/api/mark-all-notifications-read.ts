import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../contracts/notification';
import { apiFetch } from '../../../lib/api-client';
import { notificationListQueryKey, unreadCountQueryKey } from './notification-keys';

/** POST /api/v1/me/notifications/read-all */
export async function markAllNotificationsRead(): Promise<void> {
  await apiFetch('/me/notifications/read-all', { method: 'POST' });
}

/** Spec §4: 'Mark all read' sets the local count to 0. A failure is silent (spec §8). */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: notificationListQueryKey });
      await queryClient.cancelQueries({ queryKey: unreadCountQueryKey });
      const readAt = new Date().toISOString();
      queryClient.setQueryData<Notification[]>(notificationListQueryKey, (items) =>
        items?.map((item) => (item.read ? item : { ...item, read: true, readAt })),
      );
      queryClient.setQueryData<number>(unreadCountQueryKey, 0);
    },
  });
}
