import path from 'node:path';
import type { Config } from '../../config';
import { createLogMailer } from './log-mailer';
import { DEFAULT_MAIL_FROM, type Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { MailAttachment, Mailer, MailMessage } from './mailer';
export { DEFAULT_MAIL_FROM } from './mailer';

/** SMTP when SMTP_URL is set, otherwise the log mailer writing to DATA_DIR/mail.log. */
export function createMailer(
  config: Pick<Config, 'mail' | 'dataDir'>,
  logger: { info(obj: unknown, message: string): void },
): Mailer {
  const from = config.mail.from ?? DEFAULT_MAIL_FROM;
  if (config.mail.smtpUrl) return createSmtpMailer({ url: config.mail.smtpUrl, from });
  return createLogMailer({ logger, file: path.join(config.dataDir, 'mail.log'), from });
}
