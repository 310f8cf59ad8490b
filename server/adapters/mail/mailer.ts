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
  /**
   * The sender's display name instead of the configured one (an Enterprise white label): the address stays
   * MAIL_FROM's, so the message is still sent and signed from the operator's domain.
   */
  fromName?: string | undefined;
}

/** `MAIL_FROM` with another display name: "Acme SEO <no-reply@example.com>", quoted when it needs to be. */
export function withDisplayName(from: string, name: string | undefined): string {
  // No line breaks or control characters: a name is never a way to write another header.
  const clean = name?.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (!clean) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  const display = /^[\w .'-]+$/u.test(clean) ? clean : `"${clean.replace(/["\\]/g, '\\$&')}"`;
  return `${display} <${address}>`;
}

/** Sends e-mail. Implementations: SMTP (nodemailer) and a log-only mailer for setups without SMTP. */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Rank Checker <no-reply@localhost>';
