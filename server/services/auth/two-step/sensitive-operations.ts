/**
 * The operations that ask a browser session for a fresh second step (decision 026) when its account has one set up:
 * what hands out access (API keys, webhooks, team roles), moves the account (e-mail, phone number, password, deleting it), spends
 * (billing) or changes the second steps themselves. Turning the app off and renewing recovery codes check their own
 * (a code may come with the request). A test keeps every name here a real operation that declares the error.
 */
export const SENSITIVE_OPERATIONS: ReadonlySet<string> = new Set([
  'createApiKey',
  'revokeApiKey',
  'createWebhook',
  'updateWebhook',
  'deleteWebhook',
  'rotateWebhookSecret',
  'changePassword',
  'startEmailChange',
  'startPhoneVerification',
  'deleteAccount',
  'createCheckout',
  'openBillingPortal',
  'inviteMember',
  'updateMember',
  'removeMember',
  'transferOwnership',
  'setTeamTwoStep',
  'startTwoStepApp',
  'startPasskeyRegistration',
  'addPasskey',
  'removePasskey',
]);
