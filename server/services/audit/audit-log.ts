import type { z } from 'zod';
import { AUDIT_ACTION_LABELS, AUDIT_RETENTION_DAYS, isAuditAction, type AuditAction } from '../../../core/audit/audit-actions';
import type { auditLogSchema } from '../../../contracts/audit';
import type { Acting } from '../../../core/workspaces/acting';
import type { Queryable } from '../../db/pool';
import { deleteAuditEventsBefore, insertAuditEvent, selectAuditEvents } from '../../db/queries/audit-events';

/** Events a page of the log holds. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * Records that the actor did `action` to `subject` in the workspace. Called inside the transaction that does it
 * where there is one, so an action rolled back leaves no event.
 */
export function recordAudit(db: Queryable, by: Acting, action: AuditAction, subject: string, at: Date): Promise<void> {
  return insertAuditEvent(db, { workspaceId: by.workspaceId, actorId: by.actorId, action, subject, at });
}

/** A page of the account's activity, newest first; `before`: the last event id of the page before. */
export async function getAuditLog(db: Queryable, userId: string, before: string | undefined): Promise<z.infer<typeof auditLogSchema>> {
  const rows = await selectAuditEvents(db, userId, AUDIT_PAGE_SIZE + 1, before);
  const shown = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    items: shown.map((row) => ({
      id: row.id,
      at: row.created_at.toISOString(),
      actor: row.actor_email,
      action: row.action,
      label: isAuditAction(row.action) ? AUDIT_ACTION_LABELS[row.action] : row.action,
      subject: row.subject,
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? (shown.at(-1)?.id ?? null) : null,
  };
}

/** Drops events past the retention (run with the hourly sweep). */
export function pruneAuditLog(db: Queryable, now: Date): Promise<number> {
  return deleteAuditEventsBefore(db, new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000));
}
