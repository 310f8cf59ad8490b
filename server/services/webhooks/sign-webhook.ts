import { createHmac } from 'node:crypto';

/**
 * Signing per Standard Webhooks 1.0 (github.com/standard-webhooks/standard-webhooks, spec/standard-webhooks.md):
 * - "Signature scheme": the signed content is `{msg_id}.{timestamp}.{payload}`, HMAC-SHA256 for symmetric
 *   signatures, keyed with the secret that is serialized as 'whsec_' + base64 (the key is the decoded bytes);
 *   the signature is sent as `v1,` + base64.
 * - "Webhook headers": webhook-id (the same for every attempt), webhook-timestamp (integer unix seconds of this
 *   attempt) and webhook-signature (a space-delimited list; we send one).
 */
export function webhookSignature(secret: string, messageId: string, unixSeconds: number, body: string): string {
  if (!secret.startsWith('whsec_')) throw new Error('not a Standard Webhooks secret');
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const digest = createHmac('sha256', key).update(`${messageId}.${unixSeconds}.${body}`).digest('base64');
  return `v1,${digest}`;
}

export interface SignedMessage {
  messageId: string;
  /** When this attempt is made. */
  at: Date;
  body: string;
  secret: string;
  userAgent: string;
}

/** The request headers of one attempt. */
export function webhookHeaders(message: SignedMessage): Record<string, string> {
  const unixSeconds = Math.floor(message.at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': message.userAgent,
    'webhook-id': message.messageId,
    'webhook-timestamp': String(unixSeconds),
    'webhook-signature': webhookSignature(message.secret, message.messageId, unixSeconds, message.body),
  };
}

/** Says who sends, and where to read about it, as an honest client does. */
export function webhookUserAgent(appUrl: string): string {
  return `RankChecker-Webhooks/1.0 (+${appUrl})`;
}
