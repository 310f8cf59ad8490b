import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as a receiver must verify it. */
  body: string;
}

export interface ReceiverReply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** A local endpoint standing in for a user's receiver: it records every request and answers as told. */
export interface WebhookReceiver {
  port: number;
  received: ReceivedWebhook[];
  /** How the next requests are answered (default 204); one reply per request in order, the last one repeated. */
  answer(...replies: ReceiverReply[]): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let replies: ReceiverReply[] = [{ status: 204 }];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const reply = (replies.length > 1 ? replies.shift() : replies[0]) ?? { status: 204 };
      response.writeHead(reply.status, reply.headers).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    answer: (...next) => {
      replies = next.length > 0 ? next : [{ status: 204 }];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A receiver's check of a message, written from the Standard Webhooks spec and not from our signer: decode the
 * key after 'whsec_', recompute HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}", compare each v1 entry
 * in constant time.
 */
export function verifiesWithSecret(message: ReceivedWebhook, secret: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const id = String(message.headers['webhook-id'] ?? '');
  const timestamp = String(message.headers['webhook-timestamp'] ?? '');
  if (!id || !/^\d+$/.test(timestamp)) return false;
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${message.body}`).digest();
  return String(message.headers['webhook-signature'] ?? '')
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
