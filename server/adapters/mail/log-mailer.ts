import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { withDisplayName, type Mailer, type MailMessage } from './mailer';

export interface LogMailerOptions {
  logger: { info(obj: unknown, message: string): void };
  /** File the messages are appended to (DATA_DIR/mail.log). */
  file: string;
  from: string;
}

/**
 * For servers without SMTP: each message is logged (recipient, subject, links) and appended in full to a
 * file, so someone running the app locally can still open the verification link and finish signing up.
 */
export function createLogMailer(options: LogMailerOptions): Mailer {
  return {
    kind: 'log',
    async send(message: MailMessage) {
      options.logger.info({ to: message.to, subject: message.subject, links: message.links }, 'E-mail (not sent: SMTP_URL is not set)');
      const entry = [
        `--- ${new Date().toISOString()}`,
        `From: ${withDisplayName(options.from, message.fromName)}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        ...message.links.map((link) => `Link: ${link}`),
        // The file itself is not written out: the log is for reading links, not a mailbox.
        ...(message.attachments ?? []).map((file) => `Attachment: ${file.filename} (${file.contentType}, ${file.content.length} bytes)`),
        '',
        message.text,
        '',
      ].join('\n');
      await mkdir(path.dirname(options.file), { recursive: true });
      await appendFile(options.file, entry, { mode: 0o600 });
    },
    async close() {},
  };
}
