// Runs the fake Stripe for browser specs and manual tries:
//   STRIPE_SECRET_KEY=sk_test_local STRIPE_PRICE_PRO=price_pro STRIPE_PRICE_ENTERPRISE=price_enterprise \
//   STRIPE_WEBHOOK_SECRET=whsec_local APP_URL=http://127.0.0.1:3100 FAKE_STRIPE_PORT=3191 \
//     npx tsx server/testing/fake-stripe-server.ts
// then start the app with the same variables and STRIPE_API_BASE=http://127.0.0.1:3191. Checkout sends the
// browser to the fake's pay page; its Pay button completes the session, delivers the signed
// checkout.session.completed webhook to the app (when STRIPE_WEBHOOK_SECRET is set) and returns to
// /payment/success. Change a subscription from a spec with
//   curl -X POST --data '{"status":"past_due"}' http://127.0.0.1:3191/_test/subscriptions/sub_...
// (or '{"deleted":true}'); GET /_test/state lists sessions and subscriptions.
import { startFakeStripe } from './fake-stripe';

const env = process.env;
const appUrl = (env.APP_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const prices = [env.STRIPE_PRICE_PRO ?? 'price_pro', env.STRIPE_PRICE_ENTERPRISE ?? 'price_enterprise'];
const fake = await startFakeStripe({
  secretKey: env.STRIPE_SECRET_KEY ?? 'sk_test_local',
  prices,
  port: Number(env.FAKE_STRIPE_PORT ?? 0),
  ...(env.STRIPE_WEBHOOK_SECRET ? { webhook: { url: `${appUrl}/api/v1/stripe/webhook`, secret: env.STRIPE_WEBHOOK_SECRET } } : {}),
});
process.stdout.write(`fake Stripe at ${fake.url} (prices ${prices.join(', ')})\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
