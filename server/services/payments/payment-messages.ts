/**
 * User-facing payment messages, in one place so routes, tests and the web agree. They speak of the product,
 * not of its setup: which keys are missing is said in the start-up log (server/main.ts) and the README.
 */
export const PAYMENT_MESSAGES = {
  notConfigured: "Upgrading online isn't available right now. Contact us at /contact to upgrade.",
  enterpriseNotConfigured: "The Enterprise plan can't be bought online right now. Contact us at /contact to upgrade.",
  alreadySubscribed: 'You already have a subscription. Use Manage Subscription to change or cancel it.',
  paymentPending: 'The payment is not complete yet.',
  sessionNotFound: 'Checkout session not found.',
  noSubscription: 'You have no subscription to manage yet.',
  providerFailed: 'The payment provider could not be reached. Please try again.',
  invalidSignature: 'Invalid Stripe signature.',
} as const;
