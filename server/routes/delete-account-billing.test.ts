import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, sessionCookieFor } from '../testing/auth-fixtures';
import { startStripeTestApp, type StripeTestApp } from '../testing/stripe-test-app';

const PASSWORD = 'delete-me-password';

describe('deleting an account with a paid subscription', () => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await startStripeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A user who paid for Pro through Checkout; returns their cookie and subscription id. */
  async function payingUser() {
    const user = await createTestUser(t.pool, { password: PASSWORD });
    const cookie = await sessionCookieFor(t.pool, user.id);
    const checkout = await t.post('/api/v1/payments/checkout', cookie, { planType: 'pro' });
    const sessionId = (checkout.json() as { url: string }).url.split('/pay/')[1] ?? '';
    const subscription = t.stripe.completeCheckout(sessionId);
    const confirmed = await t.get(`/api/v1/payments/confirm?session_id=${sessionId}`, cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { userId: user.id, cookie, subscriptionId: subscription.id };
  }

  const userExists = async (id: string) => (await t.pool.query('select 1 from users where id = $1', [id])).rowCount === 1;

  it('cancels the subscription at Stripe, then deletes the account', async () => {
    const { userId, cookie, subscriptionId } = await payingUser();
    const response = await t.post('/api/v1/me/delete', cookie, { password: PASSWORD });
    expect(response.statusCode, response.body).toBe(204);
    expect(t.stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(t.stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`)).toBe(true);
    expect(await userExists(userId)).toBe(false);
  });

  it('keeps the account when Stripe cannot be reached, so nobody is billed for a deleted account', async () => {
    // The same app, but Stripe's API is unreachable (nothing listens on port 1).
    const offline = await startStripeTestApp({ STRIPE_API_BASE: 'http://127.0.0.1:1' });
    try {
      const user = await createTestUser(offline.pool, { password: PASSWORD });
      await offline.pool.query(
        `insert into user_plans (user_id, plan_type, subscription_status, subscription_id) values ($1, 'pro', 'active', 'sub_live')`,
        [user.id],
      );
      const cookie = await sessionCookieFor(offline.pool, user.id);
      const response = await offline.post('/api/v1/me/delete', cookie, { password: PASSWORD });
      expect(response.statusCode, response.body).toBe(502);
      expect((await offline.pool.query('select 1 from users where id = $1', [user.id])).rowCount).toBe(1);
    } finally {
      await offline.close();
    }
  });
});
