import { randomBytes } from 'node:crypto';

/**
 * A new signing secret in Standard Webhooks' serialization: 'whsec_' + base64 of random bytes (the spec asks for
 * at least 24; 32 match HMAC-SHA256's output). One per endpoint, as the spec requires.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * A message id for the webhook-id header: random, and free of '.', which the signed content uses as its
 * delimiter (spec, "Signature scheme").
 */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}
