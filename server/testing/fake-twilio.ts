import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the stand-in accepted, as Twilio would have sent it, with what the request carried. */
export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  /** The request's Authorization and Content-Type headers, for tests of the client. */
  authorization: string;
  contentType: string;
}

/**
 * How the stand-in answers from now on: `accept` (201 and the Message), `invalid_number` (400, error 21211),
 * `server_error` (500, error 20500), `hang` (never answers: the client's timeout must end the request).
 */
export type FakeTwilioReply = 'accept' | 'invalid_number' | 'server_error' | 'hang';

export interface FakeTwilio {
  /** TWILIO_API_BASE for the app. */
  url: string;
  accountSid: string;
  authToken: string;
  /** Every message accepted, in order. */
  messages: FakeTwilioMessage[];
  /** The next message accepted for `to` that no call took yet (waits up to `timeoutMs` for it). */
  nextMessageTo(to: string, options?: { timeoutMs?: number }): Promise<FakeTwilioMessage>;
  respondWith(reply: FakeTwilioReply): void;
  close(): Promise<void>;
}

const PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

/**
 * A local HTTP server on 127.0.0.1 speaking Twilio's Messages API as server/adapters/sms/twilio-sms-sender.ts
 * describes it: POST /2010-04-01/Accounts/{AccountSid}/Messages.json with a form body and HTTP Basic, answering
 * 201 and the Message resource, or Twilio's error JSON `{code, message, more_info, status}`. It checks what Twilio
 * checks (credentials, a `To`, a sender, a body) and keeps every message it accepts, so tests read the codes sent.
 */
export async function startFakeTwilio(options: { accountSid?: string; authToken?: string } = {}): Promise<FakeTwilio> {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const expectedAuthorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messages: FakeTwilioMessage[] = [];
  const taken = new Set<FakeTwilioMessage>();
  const waiters: { to: string; resolve: (message: FakeTwilioMessage) => void }[] = [];
  let reply: FakeTwilioReply = 'accept';

  const accept = (message: FakeTwilioMessage) => {
    messages.push(message);
    const index = waiters.findIndex((waiter) => waiter.to === message.to);
    if (index >= 0) {
      taken.add(message);
      waiters.splice(index, 1)[0]?.resolve(message);
    }
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    };
    const match = PATH.exec(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    if (req.method !== 'POST' || !match) return send(404, twilioError(20404, 'The requested resource was not found', 404));
    if (req.headers.authorization !== expectedAuthorization || match[1] !== accountSid) return send(401, twilioError(20003, 'Authenticate', 401));
    const form = new URLSearchParams(await readBody(req));
    if (reply === 'hang') return;
    if (reply === 'server_error') return send(500, twilioError(20500, 'Internal Server Error', 500));
    const to = form.get('To') ?? '';
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    if (!to) return send(400, twilioError(21604, "A 'To' phone number is required.", 400));
    if (reply === 'invalid_number' || !/^\+[1-9]\d{6,14}$/.test(to)) return send(400, twilioError(21211, `The 'To' number ${to} is not a valid phone number.`, 400));
    if (!from && !messagingServiceSid) return send(400, twilioError(21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.", 400));
    const body = form.get('Body') ?? '';
    if (!body) return send(400, twilioError(21602, 'Message body is required.', 400));
    const sid = `SM${randomBytes(16).toString('hex')}`;
    accept({ sid, to, from, messagingServiceSid, body, authorization: req.headers.authorization, contentType: req.headers['content-type'] ?? '' });
    const now = new Date().toUTCString().replace('GMT', '+0000');
    send(201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: messagingServiceSid,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      // A Messaging Service queues the message as `accepted` until it picks a sender.
      status: messagingServiceSid ? 'accepted' : 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    nextMessageTo(to, { timeoutMs = 5_000 } = {}) {
      const waiting = messages.find((message) => !taken.has(message) && message.to === to);
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise<FakeTwilioMessage>((resolve, reject) => {
        const waiter = {
          to,
          resolve: (message: FakeTwilioMessage) => {
            clearTimeout(timer);
            resolve(message);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no text message to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    respondWith(kind) {
      reply = kind;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Twilio's error body (twilio-node RestException). */
function twilioError(code: number, message: string, status: number) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return body;
}
