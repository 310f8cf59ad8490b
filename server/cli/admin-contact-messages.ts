import { listContactMessages } from '../db/queries/contact-messages';
import type { AdminContext } from './admin-commands';
import { formatTime } from './admin-format';

/**
 * `contact-messages`: the newest messages from the /contact form, each as a heading line (when, who, whether
 * it was e-mailed) and its text indented below, so an operator without CONTACT_EMAIL can still answer them.
 */
export async function showContactMessages(ctx: AdminContext, limit: number): Promise<void> {
  const messages = await listContactMessages(ctx.pool, limit);
  for (const message of messages) {
    const mailed = message.mailed_at ? `e-mailed ${formatTime(message.mailed_at)}` : 'not e-mailed';
    const account = message.user_id ? `, account ${message.user_id}` : '';
    ctx.out(`${formatTime(message.created_at)}  ${message.name} <${message.email}>${account}  (${mailed})`);
    for (const line of message.message.split(/\r?\n/)) ctx.out(`    ${line}`);
    ctx.out('');
  }
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}`;
  ctx.out(messages.length === limit ? `${count} (limit ${limit}; use --limit for more)` : count);
}
