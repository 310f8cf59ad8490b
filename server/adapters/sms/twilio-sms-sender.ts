import { readTwilioAnswer } from './twilio-answers';
import { maskNumber, type SmsLogger, type SmsMessage, type SmsResult, type SmsSender } from './sms-sender';

export interface TwilioSmsConfig {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number or alphanumeric sender id (`From`), or a Messaging Service that picks one. */
  sender: { from: string } | { messagingServiceSid: string };
  /** https://api.twilio.com, or a stand-in speaking the same wire format (TWILIO_API_BASE). */
  apiBase: string;
  /** The whole request, answer included. */
  timeoutMs?: number;
}

/** Twilio answers a message create in well under a second; a sign-in page must not hang on it for long. */
export const TWILIO_TIMEOUT_MS = 10_000;

/** A Message resource is a few KB; far more is not Twilio. */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * Sends through Twilio's Messages API, as twilio-node does (src/rest/api/v2010/account/message.ts and
 * src/base/RestException.ts; https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource):
 * POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded `To`, `Body` and `From` or
 * `MessagingServiceSid`, HTTP Basic with the Account SID and Auth Token (https://www.twilio.com/docs/usage/api).
 * A 2xx (201 Created) carries the Message (`sid`, `status`); anything else Twilio's error JSON.
 */
export function createTwilioSmsSender(config: TwilioSmsConfig, logger: SmsLogger): SmsSender {
  const url = `${config.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const timeoutMs = config.timeoutMs ?? TWILIO_TIMEOUT_MS;

  async function post(message: SmsMessage): Promise<SmsResult> {
    const form = new URLSearchParams({ To: message.to, Body: message.text });
    if ('from' in config.sender) form.set('From', config.sender.from);
    else form.set('MessagingServiceSid', config.sender.messagingServiceSid);
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: timeout,
        // Never follow a redirect: it would carry the credentials wherever it points.
        redirect: 'error',
      });
      return readTwilioAnswer(response.status, await readCapped(response));
    } catch (error) {
      if (timeout.aborted) return { ok: false, reason: 'unavailable', detail: `no answer within ${timeoutMs} ms` };
      return { ok: false, reason: 'unavailable', detail: describe(error) };
    }
  }

  return {
    kind: 'twilio',
    async send(message) {
      const result = await post(message);
      if (!result.ok) logger.warn({ to: maskNumber(message.to), reason: result.reason, detail: result.detail }, 'Text message not sent by Twilio');
      return result;
    },
  };
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString('utf8');
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return '';
    }
    chunks.push(value);
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}
