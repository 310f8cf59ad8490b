import { z } from 'zod';

/** Every error the API returns has this shape: a stable code and a message safe to show a user. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * Error codes of the API.
 * - MISSING_INFORMATION: website URL or keyword missing (400).
 * - INVALID_INPUT: a field is present but malformed (400).
 * - SIGN_UP_REQUIRED: a guest asked for something only accounts get, such as competitors (403).
 * - FEATURE_RESTRICTED: the engine or feature is not in the caller's plan (403).
 * - DAILY_LIMIT_REACHED: the daily check allowance is used up (429).
 * - SERP_ERROR: the search provider failed; the check used no quota (502).
 * - SERP_NOT_CONFIGURED: the provider rejected the operator's credentials (502).
 * - NOT_FOUND, RATE_LIMITED, INTERNAL: the usual.
 * - UNAVAILABLE: briefly unable to answer (the database cannot be reached, or a PDF could not be drawn in time); try
 *   again, after Retry-After when sent (503).
 * Accounts:
 * - UNAUTHENTICATED: no valid session (401).
 * - INVALID_CREDENTIALS: unknown e-mail or wrong password, deliberately indistinguishable (400).
 * - EMAIL_NOT_VERIFIED: right password, e-mail not yet confirmed (403).
 * - PASSWORDS_DONT_MATCH, PASSWORD_TOO_SHORT: sign-up/reset/change password form rules (400).
 * - INVALID_TOKEN: an e-mail link's token is unknown, used or expired, or a sign-in's second step was not started
 *   in this browser or took too long (400).
 * - INVALID_CODE: a second step's code is wrong, used already or out of time, deliberately indistinguishable (400).
 * - PASSWORD_NEEDED: a confirmation link opened away from the browser that signed up: send the account's password,
 *   or a new one (400).
 * - BAD_ORIGIN: a state-changing request came from another site (403).
 * - GOOGLE_NOT_CONFIGURED, ACCOUNT_ALREADY_EXISTS, OAUTH_FAILED, INVALID_STATE: Google sign-in.
 * Payments:
 * - PAYMENTS_NOT_CONFIGURED: the server has no Stripe keys (503).
 * - ALREADY_SUBSCRIBED: Checkout asked by a user who has a subscription; Manage Subscription changes it (409).
 * - PAYMENT_PENDING: the Checkout Session is not complete and paid yet (409).
 * - NO_SUBSCRIPTION: the Billing Portal asked by a user who never started a Checkout (409).
 * - PAYMENT_PROVIDER_ERROR: Stripe failed or could not be reached (502).
 * - INVALID_SIGNATURE: a webhook whose Stripe-Signature does not verify (400).
 * Plans:
 * - INVALID_PLAN_TYPE: a trial of anything but pro or enterprise (400, 'Invalid plan type').
 * - TRIAL_ALREADY_USED: the account's one free trial was used (409); ALREADY_SUBSCRIBED (409) when on a paid plan.
 * - INVALID_TIME_ZONE: not an IANA time zone this server knows (400).
 * Reports:
 * - SHARE_UNAVAILABLE: a report link that is unknown, revoked or expired, deliberately indistinguishable (404).
 * Alerts:
 * - LIMIT_REACHED: an account already has as many of something (alert rules, webhooks) as it may (409).
 * - ALREADY_EXISTS: the account already has this one (a scheduled check of the same query, a tracked URL) (409).
 * API keys:
 * - INVALID_API_KEY: the Bearer key is unknown, revoked or malformed (401).
 * - FEATURE_RESTRICTED also answers a valid key whose account's plan no longer includes the API (403).
 * - INSUFFICIENT_SCOPE: a read-only key asked to change something (403).
 * - SESSION_REQUIRED: a key asked for a route kept for the browser session: account, password, billing, keys (403).
 * - RATE_LIMITED: the key's requests a minute are used up; see Retry-After and RateLimit-Reset (429).
 * - IDEMPOTENCY_KEY_REUSED: an Idempotency-Key sent again with another body within 24 hours (422).
 * - IDEMPOTENCY_IN_PROGRESS: an Idempotency-Key sent again while its first request is still running (409).
 * Teams:
 * - ROLE_FORBIDDEN: the caller's role in the workspace does not allow this (a client running a check) (403).
 * - NOT_A_MEMBER: the workspace named is not one the caller belongs to, or their membership ended (403).
 * - SEATS_FULL: the workspace holds as many people as its plan allows, pending invitations included (409).
 * - TWO_STEP_REQUIRED_BY_TEAM: the workspace's owner requires a second step set up before acting in it (403).
 * Account security:
 * - SECOND_STEP_REQUIRED: a sensitive action (keys, webhooks, e-mail, password, billing, deleting the account, team
 *   roles) asks for a fresh second step first: POST /api/v1/me/two-step/confirm, then try again (403).
 */
export const API_ERROR_CODES = [
  'INVALID_CODE',
  'SECOND_STEP_REQUIRED',
  'TWO_STEP_REQUIRED_BY_TEAM',
  'ROLE_FORBIDDEN',
  'NOT_A_MEMBER',
  'SEATS_FULL',
  'MISSING_INFORMATION',
  'INVALID_INPUT',
  'SIGN_UP_REQUIRED',
  'FEATURE_RESTRICTED',
  'DAILY_LIMIT_REACHED',
  'SERP_ERROR',
  'SERP_NOT_CONFIGURED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'PASSWORDS_DONT_MATCH',
  'PASSWORD_TOO_SHORT',
  'INVALID_TOKEN',
  'PASSWORD_NEEDED',
  'BAD_ORIGIN',
  'GOOGLE_NOT_CONFIGURED',
  'ACCOUNT_ALREADY_EXISTS',
  'OAUTH_FAILED',
  'INVALID_STATE',
  'PAYMENTS_NOT_CONFIGURED',
  'ALREADY_SUBSCRIBED',
  'PAYMENT_PENDING',
  'NO_SUBSCRIPTION',
  'PAYMENT_PROVIDER_ERROR',
  'INVALID_SIGNATURE',
  'INVALID_PLAN_TYPE',
  'TRIAL_ALREADY_USED',
  'INVALID_TIME_ZONE',
  'SHARE_UNAVAILABLE',
  'LIMIT_REACHED',
  'ALREADY_EXISTS',
  'INVALID_API_KEY',
  'INSUFFICIENT_SCOPE',
  'SESSION_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
