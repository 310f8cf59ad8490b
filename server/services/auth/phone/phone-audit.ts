import { actingAsOwner } from '../../../../core/workspaces/acting';
import type { Queryable } from '../../../db/pool';
import { recordAudit } from '../../audit/audit-log';

/**
 * Notes a number added or removed in the account's activity log, inside the change's transaction. The log names
 * the number by its last four digits: enough to tell which, without writing out a personal number for whoever
 * reads the log.
 */
export function recordPhoneChange(db: Queryable, userId: string, action: 'phone.added' | 'phone.removed', e164: string, now: Date): Promise<void> {
  return recordAudit(db, actingAsOwner(userId), action, `number ending ${e164.slice(-4)}`, now);
}
