import type { Queryable } from '../db/pool';
import { addJob, DEFAULT_JOB_SCHEMA } from '../db/queries/jobs';
import { ACCOUNT_MAIL_ATTEMPTS, SEND_ACCOUNT_MAIL, type AccountMailPayload } from './account-mail-task';

/**
 * Queues one account e-mail as a durable job: it survives a restart and is retried when SMTP fails. The
 * job holds the mail's links (with their tokens) until it is sent; graphile-worker deletes it then.
 */
export async function enqueueAccountMail(db: Queryable, mail: AccountMailPayload, schema = DEFAULT_JOB_SCHEMA): Promise<void> {
  await addJob(db, schema, SEND_ACCOUNT_MAIL, mail, { maxAttempts: ACCOUNT_MAIL_ATTEMPTS });
}
