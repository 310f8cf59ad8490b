import type { Mailer } from '../../adapters/mail';
import type { MailContent } from './mail-templates/layout';

export interface MailOutbox {
  /**
   * Sends in the background and returns at once: the response must not wait for (or its timing reveal)
   * whether a mail went out. Failures are logged.
   */
  send(to: string, content: MailContent): void;
  /** Resolves when every queued send has finished (shutdown, tests). */
  idle(): Promise<void>;
}

export function createMailOutbox(mailer: Mailer, log: { error(obj: unknown, message: string): void }): MailOutbox {
  const pending = new Set<Promise<void>>();
  return {
    send(to, content) {
      const sending = mailer
        .send({ to, ...content })
        .catch((error: unknown) => log.error({ err: error, subject: content.subject }, 'Sending an account e-mail failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
