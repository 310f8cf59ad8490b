import type { AuditAction } from '../../../core/audit/audit-actions';
import type { Queryable } from '../pool';

export interface NewAuditEvent {
  /** The account whose data it concerns (the workspace owner). */
  workspaceId: string;
  /** Who did it; their e-mail is read and kept as it is now. */
  actorId: string;
  action: AuditAction;
  subject: string;
  at: Date;
}

export async function insertAuditEvent(db: Queryable, event: NewAuditEvent): Promise<void> {
  await db.query(
    `insert into audit_events (workspace_id, actor_id, actor_email, action, subject, created_at)
     select $1, u.id, u.email, $3, $4, $5 from users u where u.id = $2`,
    [event.workspaceId, event.actorId, event.action, event.subject, event.at],
  );
}

export interface AuditEventRow {
  id: string;
  actor_email: string;
  action: string;
  subject: string;
  created_at: Date;
}

/** A workspace's events, newest first, before the event `beforeId` when given (one index range). */
export async function selectAuditEvents(db: Queryable, workspaceId: string, limit: number, beforeId?: string): Promise<AuditEventRow[]> {
  const { rows } = await db.query<AuditEventRow>(
    `select e.id::text, e.actor_email, e.action, e.subject, e.created_at from audit_events e
      where e.workspace_id = $1
        and ($3::bigint is null or (e.created_at, e.id) < (select created_at, id from audit_events where id = $3 and workspace_id = $1))
      -- The table's columns, not the text id answered: ids order as numbers (9 before 10).
      order by e.created_at desc, e.id desc
      limit $2`,
    [workspaceId, limit, beforeId ?? null],
  );
  return rows;
}

/** Deletes every workspace's events older than `before`; returns how many. */
export async function deleteAuditEventsBefore(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query('delete from audit_events where created_at < $1', [before]);
  return rowCount ?? 0;
}
