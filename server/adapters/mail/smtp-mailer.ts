import nodemailer from 'nodemailer';
import { withDisplayName, type Mailer, type MailMessage } from './mailer';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port or smtps://... */
  url: string;
  from: string;
  /** Upper bound for connecting, the greeting and each socket silence, so a stuck server cannot hang a send. */
  timeoutMs?: number;
}

/** Sends over SMTP with nodemailer, one connection per message (auth mail is rare; no pool to keep alive). */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from: withDisplayName(options.from, message.fromName),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: { ...message.headers } } : {}),
        ...(message.attachments?.length
          ? { attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) }
          : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
