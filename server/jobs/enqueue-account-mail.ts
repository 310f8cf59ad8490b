import type { Queryable } from '../db/pool';
import { ACCOUNT_MAIL_ATTEMPTS, SEND_ACCOUNT_MAIL, type AccountMailPayload } from './account-mail-task';

/** The schema graphile-worker keeps its jobs in (tests give each app one of its own). */
export const DEFAULT_JOB_SCHEMA = 'graphile_worker';

/**
 * Queues one account e-mail as a durable job: it survives a restart and is retried when SMTP fails. The
 * job holds the mail's links (with their tokens) until it is sent; graphile-worker deletes it then.
 */
export async function enqueueAccountMail(db: Queryable, mail: AccountMailPayload, schema = DEFAULT_JOB_SCHEMA): Promise<void> {
  await db.query(`select ${schema}.add_job($1::text, $2::json, max_attempts := $3::int)`, [
    SEND_ACCOUNT_MAIL,
    JSON.stringify(mail),
    ACCOUNT_MAIL_ATTEMPTS,
  ]);
}
