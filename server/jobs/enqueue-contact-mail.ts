import type { Queryable } from '../db/pool';
import { addJob, DEFAULT_JOB_SCHEMA } from '../db/queries/jobs';
import { CONTACT_MAIL_ATTEMPTS, SEND_CONTACT_MAIL, type ContactMailPayload } from './contact-mail-task';

/**
 * Queues the e-mail of one contact message as a durable job, inside the caller's transaction. The job holds
 * only the message's id and the team's address: the message itself is read from contact_messages when sent.
 * Keyed by the message, so it is never queued twice.
 */
export async function enqueueContactMail(db: Queryable, payload: ContactMailPayload, schema = DEFAULT_JOB_SCHEMA): Promise<void> {
  await addJob(db, schema, SEND_CONTACT_MAIL, payload, {
    maxAttempts: CONTACT_MAIL_ATTEMPTS,
    jobKey: `contact-message:${payload.messageId}`,
  });
}
