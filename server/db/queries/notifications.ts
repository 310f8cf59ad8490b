import type { Queryable } from '../pool';

export type NotificationType = 'info' | 'rank_change' | 'milestone' | 'achievement' | 'competitor';

export interface NotificationRow {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  keyword: string | null;
  website_url: string | null;
  rank_position: number | null;
  rank_change: number | null;
  search_engine: string | null;
  location: string | null;
  device: string | null;
  read: boolean;
  read_at: Date | null;
  created_at: Date;
}

export interface NewNotification {
  userId: string;
  /** The shared workspace it came from, when not the recipient's own. */
  workspaceId?: string;
  type: NotificationType;
  title: string;
  message: string;
  keyword?: string;
  websiteUrl?: string;
  rankPosition?: number;
  rankChange?: number;
  /** The check behind a rank alert, so the panel can run it again. */
  searchEngine?: string;
  location?: string;
  device?: string;
  createdAt: Date;
}

const COLUMNS = 'id::text, type, title, message, keyword, website_url, rank_position, rank_change, search_engine, location, device, read, read_at, created_at';

export async function insertNotification(db: Queryable, n: NewNotification): Promise<void> {
  await db.query(
    `insert into notifications (user_id, type, title, message, keyword, website_url, rank_position, rank_change,
                                search_engine, location, device, created_at, workspace_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      n.userId,
      n.type,
      n.title,
      n.message,
      n.keyword ?? null,
      n.websiteUrl ?? null,
      n.rankPosition ?? null,
      n.rankChange ?? null,
      n.searchEngine ?? null,
      n.location ?? null,
      n.device ?? null,
      n.createdAt,
      n.workspaceId ?? null,
    ],
  );
}

export async function selectNotifications(db: Queryable, userId: string, limit: number, unreadOnly: boolean): Promise<NotificationRow[]> {
  const { rows } = await db.query<NotificationRow>(
    `select ${COLUMNS} from notifications
      where user_id = $1 and ($3::boolean is false or not read)
      order by created_at desc, notifications.id desc
      limit $2`,
    [userId, limit, unreadOnly],
  );
  return rows;
}

export async function countUnreadNotifications(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from notifications where user_id = $1 and not read', [userId]);
  return rows[0]?.count ?? 0;
}

/** Marks one of the user's notifications read (once: read_at keeps the first time); false when it is not theirs. */
export async function markNotificationRead(db: Queryable, userId: string, id: string, at: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `update notifications set read = true, read_at = coalesce(read_at, $3) where user_id = $1 and id = $2`,
    [userId, id, at],
  );
  return (rowCount ?? 0) > 0;
}

export async function markAllNotificationsRead(db: Queryable, userId: string, at: Date): Promise<number> {
  const { rowCount } = await db.query('update notifications set read = true, read_at = $2 where user_id = $1 and not read', [userId, at]);
  return rowCount ?? 0;
}

/**
 * One plain notice to every account with an active scheduled check (they are the ones a pause would reach), in
 * their own bell. Answers how many were told.
 */
export async function insertNoticeForScheduleOwners(db: Queryable, notice: { title: string; message: string; createdAt: Date }): Promise<number> {
  const { rowCount } = await db.query(
    `insert into notifications (user_id, type, title, message, created_at)
     select distinct user_id, 'info', $1::text, $2::text, $3::timestamptz from scheduled_checks where is_active`,
    [notice.title, notice.message, notice.createdAt],
  );
  return rowCount ?? 0;
}
