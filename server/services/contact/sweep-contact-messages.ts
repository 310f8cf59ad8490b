import type { Queryable } from '../../db/pool';
import { deleteContactMessagesBefore } from '../../db/queries/contact-messages';

/** How long a contact message is kept: long enough to follow up on a conversation, no longer. */
export const CONTACT_MESSAGE_RETENTION_MONTHS = 12;

/** The moment before which messages are deleted: the same date and time 12 months earlier (UTC). */
export function contactRetentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - CONTACT_MESSAGE_RETENTION_MONTHS);
  return cutoff;
}

/** Deletes contact messages older than 12 months; returns how many. Runs hourly with the other sweeps. */
export async function sweepContactMessages(db: Queryable, now: Date): Promise<number> {
  return deleteContactMessagesBefore(db, contactRetentionCutoff(now));
}
