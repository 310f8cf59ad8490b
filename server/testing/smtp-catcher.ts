import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the text body, in order. */
  links: string[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** Header lines as received, by lower-cased name (e.g. `list-unsubscribe`). */
  headerLines: Record<string, string>;
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:PORT — give it to the app as SMTP_URL. */
  url: string;
  /** Every message received so far. */
  messages: CaughtMail[];
  /**
   * The oldest message to `address` not yet taken by an earlier call, waiting for it when none has arrived.
   * Rejects after `timeoutMs`.
   */
  nextMailTo(address: string, options?: { timeoutMs?: number }): Promise<CaughtMail>;
  /** Messages to `address` received so far (taken or not). */
  mailsTo(address: string): CaughtMail[];
  close(): Promise<void>;
}

const LINK = /https?:\/\/[^\s<>"')\]]+/g;

/** The `token` query parameter of the first link whose path is `pathname`. */
export function tokenFromMail(mail: CaughtMail, pathname: string): string {
  for (const link of mail.links) {
    const url = new URL(link);
    const token = url.searchParams.get('token');
    if (url.pathname === pathname && token) return token;
  }
  throw new Error(`no ${pathname}?token= link in "${mail.subject}": ${mail.links.join(', ')}`);
}

/**
 * A real SMTP server on 127.0.0.1 (random port, no TLS, no authentication) that parses every message with
 * mailparser, so tests exercise the app's real nodemailer path end to end.
 */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters: { address: string; resolve: (mail: CaughtMail) => void }[] = [];

  const deliver = (mail: CaughtMail) => {
    messages.push(mail);
    const index = waiters.findIndex((w) => mail.to.includes(w.address));
    if (index >= 0) {
      const [waiter] = waiters.splice(index, 1);
      taken.add(mail);
      waiter?.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? '';
          deliver({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: text.match(LINK) ?? [],
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
            headerLines: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    mailsTo: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    nextMailTo(address, options = {}) {
      const wanted = address.toLowerCase();
      const waiting = messages.find((m) => !taken.has(m) && m.to.includes(wanted));
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise<CaughtMail>((resolve, reject) => {
        const waiter = {
          address: wanted,
          resolve: (mail: CaughtMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no mail to ${address} within ${options.timeoutMs ?? 5_000} ms`));
        }, options.timeoutMs ?? 5_000);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
