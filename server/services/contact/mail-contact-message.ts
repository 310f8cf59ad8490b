import type { Mailer } from '../../adapters/mail';
import type { Queryable } from '../../db/pool';
import { markContactMessageMailed, selectContactMessage } from '../../db/queries/contact-messages';
import { renderContactMail } from './contact-mail';

export interface MailContactDeps {
  db: Queryable;
  mailer: Mailer;
  now: () => Date;
}

export type MailContactOutcome = 'sent' | 'already-sent' | 'missing';

/**
 * E-mails one stored message to `to` and records mailed_at. A send that fails throws, so the job is tried
 * again. A message already mailed is not sent again (a job queued twice); one deleted since (the sender's
 * account went, or it aged out) is skipped. The mail server may hold a message whose mailed_at was not
 * written yet if the process dies in between: the retry then mails it twice, which beats losing it.
 */
export async function mailContactMessage(deps: MailContactDeps, messageId: string, to: string): Promise<MailContactOutcome> {
  const row = await selectContactMessage(deps.db, messageId);
  if (!row) return 'missing';
  if (row.mailed_at) return 'already-sent';
  await deps.mailer.send(renderContactMail(row, to));
  await markContactMessageMailed(deps.db, messageId, deps.now());
  return 'sent';
}
