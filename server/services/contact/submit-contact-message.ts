import type { ContactRequest } from '../../../contracts/contact';
import { withTransaction, type Pool } from '../../db/pool';
import { insertContactMessage } from '../../db/queries/contact-messages';
import { enqueueContactMail } from '../../jobs/enqueue-contact-mail';
import { CONTACT_RATE_LIMITS, consumeContactLimit } from './contact-rate-limits';

export interface ContactDeps {
  pool: Pool;
  /** CONTACT_EMAIL; unset -> messages are stored only (the operator reads them with the admin CLI). */
  contactEmail: string | undefined;
  /** graphile-worker's schema, where the mail job is queued. */
  jobSchema: string;
}

export interface ContactSender {
  /** Keyed hash of the client address (guest-ip-key). */
  ipKey: string;
  /** The signed-in user, if any. */
  userId: string | null;
}

/**
 * Takes one message from the contact form: counts it against the per-address and per-e-mail limits, stores
 * it and, when CONTACT_EMAIL is set, queues its e-mail in the same transaction, so a stored message is never
 * left without its mail job (nor a job without its message). Returns the message id.
 */
export async function submitContactMessage(deps: ContactDeps, input: ContactRequest, sender: ContactSender, now: Date): Promise<string> {
  await consumeContactLimit(deps.pool, CONTACT_RATE_LIMITS.ip, sender.ipKey, now);
  await consumeContactLimit(deps.pool, CONTACT_RATE_LIMITS.email, input.email.toLowerCase(), now);
  const { contactEmail } = deps;
  return withTransaction(deps.pool, async (client) => {
    const id = await insertContactMessage(client, { ...input, ipKey: sender.ipKey, userId: sender.userId, now });
    if (contactEmail) await enqueueContactMail(client, { messageId: id, to: contactEmail }, deps.jobSchema);
    return id;
  });
}
