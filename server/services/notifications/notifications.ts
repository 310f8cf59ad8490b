import { isDevice } from '../../../core/search/devices';
import { isSearchEngine } from '../../../core/search/engines';
import type { Notification } from '../../../contracts/notification';
import type { Queryable } from '../../db/pool';
import {
  countUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  selectNotifications,
  type NotificationRow,
} from '../../db/queries/notifications';
import { AppError } from '../../errors';

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  keyword: row.keyword,
  websiteUrl: row.website_url,
  rankPosition: row.rank_position,
  rankChange: row.rank_change,
  searchEngine: row.search_engine !== null && isSearchEngine(row.search_engine) ? row.search_engine : null,
  location: row.location,
  device: row.device !== null && isDevice(row.device) ? row.device : null,
  read: row.read,
  readAt: row.read_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** The user's notifications, newest first. */
export async function listNotifications(db: Queryable, userId: string, limit: number, unreadOnly: boolean): Promise<Notification[]> {
  return (await selectNotifications(db, userId, limit, unreadOnly)).map(toNotification);
}

export const unreadNotificationCount = (db: Queryable, userId: string) => countUnreadNotifications(db, userId);

/** Unread to read, never back (spec §4). Another user's notification is a 404, as one that does not exist. */
export async function readNotification(db: Queryable, userId: string, id: string, now: Date): Promise<void> {
  if (!(await markNotificationRead(db, userId, id, now))) throw new AppError('NOT_FOUND', 'This notification was not found.');
}

export async function readAllNotifications(db: Queryable, userId: string, now: Date): Promise<number> {
  return markAllNotificationsRead(db, userId, now);
}
