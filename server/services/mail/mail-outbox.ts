import type { Pool } from '../../db/pool';
import { enqueueAccountMail } from '../../jobs/enqueue-account-mail';
import type { MailContent } from './mail-layout';

export interface MailOutbox {
  /**
   * Queues the mail as a durable background job (server/jobs/account-mail-task) and returns at once: the
   * response must not wait for (or its timing reveal) whether there was a mail to send. Sending is retried
   * by the job runner; a failure to queue is logged.
   */
  send(to: string, content: MailContent): void;
  /** Resolves when every mail handed over is queued (shutdown, tests). */
  idle(): Promise<void>;
}

export function createMailOutbox(options: {
  pool: Pool;
  /** graphile-worker's schema. */
  jobSchema: string;
  log: { error(obj: unknown, message: string): void };
}): MailOutbox {
  const { pool, jobSchema, log } = options;
  const pending = new Set<Promise<void>>();
  return {
    send(to, content) {
      const queuing = enqueueAccountMail(pool, { to, ...content }, jobSchema)
        .catch((error: unknown) => log.error({ err: error, subject: content.subject }, 'Queuing an account e-mail failed'))
        .finally(() => pending.delete(queuing));
      pending.add(queuing);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
