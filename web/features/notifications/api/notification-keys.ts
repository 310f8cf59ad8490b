import { USER_DATA_KEY } from '../../../lib/query-keys';

/**
 * Under USER_DATA_KEY: dropped on sign-out, and refreshed with the rest of the user's data after each of their
 * checks, so a check that raised an alert shows on the bell at once.
 */
export const NOTIFICATIONS_KEY = [...USER_DATA_KEY, 'notifications'] as const;
export const unreadCountQueryKey = [...NOTIFICATIONS_KEY, 'unread-count'] as const;

/** Spec §7 and §9: the panel lists the newest 50. */
export const PANEL_LIMIT = 50;
export const notificationListQueryKey = [...NOTIFICATIONS_KEY, 'list', PANEL_LIMIT] as const;

/** Spec §4: list and count refresh every 10 s while the panel is open; the navbar count every 30 s. */
export const PANEL_REFRESH_MS = 10_000;
export const NAVBAR_REFRESH_MS = 30_000;
