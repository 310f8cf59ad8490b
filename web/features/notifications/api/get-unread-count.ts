import { useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../../lib/api-client';
import { NAVBAR_REFRESH_MS, PANEL_REFRESH_MS, unreadCountQueryKey } from './notification-keys';

/** GET /api/v1/me/notifications/unread-count */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  // The bell is on every page: a shape check instead of the contract's zod schema keeps zod out of it.
  const body = await apiJson<unknown>('/me/notifications/unread-count', { signal });
  const count = typeof body === 'object' && body !== null ? (body as { count?: unknown }).count : undefined;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  }
  return count;
}

/**
 * The navbar's unread count, polled every 30 s (every 10 s while the panel is open). Spec §8: a failed count
 * is silent and not retried; the last known count stays.
 */
export function useUnreadCount({ panelOpen }: { panelOpen: boolean }) {
  return useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    retry: false,
    staleTime: 0,
    refetchInterval: panelOpen ? PANEL_REFRESH_MS : NAVBAR_REFRESH_MS,
  });
}
