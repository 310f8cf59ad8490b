import type { Queryable } from '../pool';

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  message: string;
  user_id: string | null;
  created_at: Date;
  mailed_at: Date | null;
}

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  /** Keyed hash of the sender's address (guest-ip-key). */
  ipKey: string;
  userId: string | null;
  now: Date;
}

/** Stores one message; returns its id. */
export async function insertContactMessage(db: Queryable, input: NewContactMessage): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into contact_messages (name, email, message, ip_key, user_id, created_at)
     values ($1, $2, $3, $4, $5, $6)
     returning id`,
    [input.name, input.email, input.message, input.ipKey, input.userId, input.now],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('insert into contact_messages returned no id');
  return id;
}

/** One message, or undefined when it is gone (swept, or its account deleted). */
export async function selectContactMessage(db: Queryable, id: string): Promise<ContactMessageRow | undefined> {
  const { rows } = await db.query<ContactMessageRow>(
    'select id, name, email, message, user_id, created_at, mailed_at from contact_messages where id = $1',
    [id],
  );
  return rows[0];
}

/** Records that the message was handed to the mail server. */
export async function markContactMessageMailed(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query('update contact_messages set mailed_at = $2 where id = $1', [id, at]);
}

/** The newest messages first, at most `limit`. */
export async function listContactMessages(db: Queryable, limit: number): Promise<ContactMessageRow[]> {
  const { rows } = await db.query<ContactMessageRow>(
    `select id, name, email, message, user_id, created_at, mailed_at
       from contact_messages
      order by created_at desc, id
      limit $1`,
    [limit],
  );
  return rows;
}

/** Deletes messages received before `before`; returns how many. */
export async function deleteContactMessagesBefore(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query('delete from contact_messages where created_at < $1', [before]);
  return rowCount ?? 0;
}
