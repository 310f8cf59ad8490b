import { describe, expect, it } from 'vitest';
import { webhookHeaders, webhookSignature } from './sign-webhook';
import { verifiesWithSecret } from './testing/webhook-receiver';
import { newMessageId, newWebhookSecret } from './webhook-secret';

const verifies = (headers: Record<string, string>, body: string, secret: string) => verifiesWithSecret({ path: '/', headers, body }, secret);

describe('Standard Webhooks signing', () => {
  it("matches the reference implementation's test vector", () => {
    // svix-webhooks' TestWebhookSign vector, which the Standard Webhooks libraries share.
    expect(webhookSignature('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('sends the three headers, JSON and who we are; a receiver holding the secret verifies them, and only the exact body', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: 'alert.fired', timestamp: '2026-11-24T09:00:00.000Z', data: { keyword: 'blue widgets', rank: 8 } });
    const messageId = newMessageId();
    const headers = webhookHeaders({ messageId, at: new Date('2026-11-24T09:00:01.900Z'), body, secret, userAgent: 'RankChecker-Webhooks/1.0 (+https://rank.example)' });
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'RankChecker-Webhooks/1.0 (+https://rank.example)',
      'webhook-id': messageId,
      // Whole unix seconds of the attempt.
      'webhook-timestamp': '1795510801',
    });
    expect(verifies(headers, body, secret)).toBe(true);
    expect(verifies(headers, body.replace('8', '9'), secret)).toBe(false);
    expect(verifies(headers, body, newWebhookSecret())).toBe(false);
    expect(verifies({ ...headers, 'webhook-timestamp': '1795510802' }, body, secret)).toBe(false);
  });

  it('makes secrets of 32 random bytes and message ids without the delimiter', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    const id = newMessageId();
    expect(id).toMatch(/^msg_[A-Za-z0-9_-]{22}$/);
    expect(id).not.toContain('.');
  });
});
