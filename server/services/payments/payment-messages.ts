/** User-facing payment messages, in one place so routes, tests and the web agree. */
export const PAYMENT_MESSAGES = {
  notConfigured: 'Online payments are not available yet. Please try again later.',
  enterpriseNotConfigured: 'The Enterprise plan cannot be bought online yet. Please contact us.',
  alreadySubscribed: 'You already have a subscription. Use Manage Subscription to change or cancel it.',
  paymentPending: 'The payment is not complete yet.',
  sessionNotFound: 'Checkout session not found.',
  noSubscription: 'You have no subscription to manage yet.',
  providerFailed: 'The payment provider could not be reached. Please try again.',
  invalidSignature: 'Invalid Stripe signature.',
} as const;
