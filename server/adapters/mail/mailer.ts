/** A file sent with a message (a scheduled report's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One outgoing e-mail: an HTML body and a plain-text alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The links the message carries, for the log mailer (a local user copies them from the log). */
  links: readonly string[];
  attachments?: readonly MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Readonly<Record<string, string>>;
}

/** Sends e-mail. Implementations: SMTP (nodemailer) and a log-only mailer for setups without SMTP. */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Rank Checker <no-reply@localhost>';
