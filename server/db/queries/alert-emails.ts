import type { Queryable } from '../pool';

/** One alert waiting for (or carried by) an e-mail. */
export interface PendingAlertEmailRow {
  id: string;
  user_id: string;
  title: string;
  message: string;
  keyword: string;
  website_url: string;
  search_engine: string;
  location: string;
  device: string;
  rank: number;
  previous_rank: number | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface NewPendingAlertEmail {
  title: string;
  message: string;
  keyword: string;
  websiteUrl: string;
  searchEngine: string;
  location: string;
  device: string;
  rank: number;
  previousRank: number | null;
}

const COLUMNS = `id::text, user_id, title, message, keyword, website_url, search_engine, location, device, rank, previous_rank,
                 created_at, sent_at`;

/** Stores an alert for an e-mail to carry; returns its id. */
export async function insertPendingAlertEmail(db: Queryable, userId: string, alert: NewPendingAlertEmail, now: Date): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into pending_alert_emails (user_id, title, message, keyword, website_url, search_engine, location, device, rank,
                                       previous_rank, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     returning id::text`,
    [userId, alert.title, alert.message, alert.keyword, alert.websiteUrl, alert.searchEngine, alert.location, alert.device, alert.rank, alert.previousRank, now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert into pending_alert_emails returned no id');
  return id;
}

/**
 * One unsent alert, locked until the transaction ends; undefined when it was sent, deleted, or is being sent
 * by another transaction right now (SKIP LOCKED: that one sends it).
 */
export async function lockUnsentAlertEmail(db: Queryable, id: string): Promise<PendingAlertEmailRow | undefined> {
  const { rows } = await db.query<PendingAlertEmailRow>(
    `select ${COLUMNS} from pending_alert_emails where id = $1 and sent_at is null for update skip locked`,
    [id],
  );
  return rows[0];
}

/** Every unsent alert of the user, newest first, locked until the transaction ends (rows others hold are skipped). */
export async function lockUnsentAlertEmails(db: Queryable, userId: string): Promise<PendingAlertEmailRow[]> {
  const { rows } = await db.query<PendingAlertEmailRow>(
    `select ${COLUMNS} from pending_alert_emails
      where user_id = $1 and sent_at is null
      order by created_at desc, pending_alert_emails.id desc
      for update skip locked`,
    [userId],
  );
  return rows;
}

/** The ids of the user's unsent alerts, oldest first. */
export async function selectUnsentAlertEmailIds(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'select id::text from pending_alert_emails where user_id = $1 and sent_at is null order by created_at, pending_alert_emails.id',
    [userId],
  );
  return rows.map((row) => row.id);
}

export async function markAlertEmailsSent(db: Queryable, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.query('update pending_alert_emails set sent_at = $2 where id = any($1::bigint[])', [ids, now]);
}

/** Drops alerts no e-mail will carry (e-mail turned off). Returns how many. */
export async function deleteUnsentAlertEmails(db: Queryable, userId: string, ids?: readonly string[]): Promise<number> {
  const { rowCount } = ids
    ? await db.query('delete from pending_alert_emails where user_id = $1 and sent_at is null and id = any($2::bigint[])', [userId, ids])
    : await db.query('delete from pending_alert_emails where user_id = $1 and sent_at is null', [userId]);
  return rowCount ?? 0;
}

/** Forgets alerts sent before `before`. Returns how many. */
export async function deleteSentAlertEmails(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query('delete from pending_alert_emails where sent_at < $1', [before]);
  return rowCount ?? 0;
}

/** Whose alert this is, while it is unsent; undefined when it was sent or deleted. Takes no lock. */
export async function selectUnsentAlertEmailOwner(db: Queryable, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>('select user_id from pending_alert_emails where id = $1 and sent_at is null', [id]);
  return rows[0]?.user_id;
}
