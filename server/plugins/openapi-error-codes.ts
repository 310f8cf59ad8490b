import { API_ERROR_CODES } from '../../contracts/api-error';
import { ERROR_STATUS } from '../errors';

/** One row of the error table in the API reference: when the code comes (its status is server/errors' ERROR_STATUS). */
export interface ErrorCodeDoc {
  when: string;
}

/** The status that carries a code, '—' for the two told to the sign-in page rather than answered. */
export const statusOfCode = (code: string): number | undefined => (ERROR_STATUS as Readonly<Record<string, number>>)[code];

/**
 * What each code of contracts/api-error.ts means, as its doc comment says, in words for people calling the API.
 * Keyed by string rather than ApiErrorCode so a code added there does not break the build here; openapi.test.ts
 * fails instead until the new code is described.
 */
export const ERROR_CODE_DOCS: Readonly<Record<string, ErrorCodeDoc>> = {
  MISSING_INFORMATION: { when: 'The website URL or the keyword is missing.' },
  INVALID_INPUT: { when: 'A field is present but malformed; the message says which and why.' },
  SIGN_UP_REQUIRED: { when: 'A guest asked for something only accounts get, such as competitors.' },
  FEATURE_RESTRICTED: {
    when: "The engine or feature is not in the account's plan; also a valid key whose plan no longer includes the API.",
  },
  ROLE_FORBIDDEN: { when: "The caller's role in the workspace does not allow this: a client cannot run checks, a member cannot manage webhooks." },
  NOT_A_MEMBER: { when: 'The workspace named (`X-Workspace`, or the key’s) is not one the caller belongs to, or their membership ended.' },
  SEATS_FULL: { when: 'The workspace holds as many people as its plan allows, pending invitations included.' },
  DAILY_LIMIT_REACHED: { when: 'The daily check allowance is used up.' },
  SERP_ERROR: { when: 'The search provider failed; the check used no allowance.' },
  SERP_NOT_CONFIGURED: { when: "The search provider rejected the operator's credentials." },
  NOT_FOUND: { when: 'No such thing, or it is not yours.' },
  RATE_LIMITED: { when: 'Too many requests: wait the seconds of `Retry-After` (and `RateLimit-Reset` for a key).' },
  INTERNAL: { when: 'Something failed on our side; the message never says more.' },
  UNAVAILABLE: { when: 'Briefly unable to answer (the database cannot be reached, or a PDF could not be drawn in time); try again, after `Retry-After` when sent.' },
  UNAUTHENTICATED: { when: 'No valid session or key was sent.' },
  INVALID_CREDENTIALS: { when: 'Unknown e-mail or wrong password (deliberately the same answer).' },
  EMAIL_NOT_VERIFIED: { when: 'The password is right but the e-mail address is not confirmed yet.' },
  PASSWORDS_DONT_MATCH: { when: 'The password and its confirmation differ.' },
  PASSWORD_TOO_SHORT: { when: 'The new password is too short.' },
  INVALID_CODE: { when: "A second step (an authenticator app's code, a recovery code or a passkey's signature) is wrong, used already or out of time: deliberately the same answer." },
  SECOND_STEP_REQUIRED: { when: 'A sensitive change from a browser session whose last second step is more than 15 minutes old: confirm with `POST /api/v1/me/two-step/confirm`, then send it again.' },
  TWO_STEP_REQUIRED_BY_TEAM: { when: "The workspace's owner requires two-step sign-in, and the caller has not set it up." },
  INVALID_TOKEN: { when: "An e-mail link's token is unknown, used or expired; or a sign-in's second step was not started in this browser, or took too long." },
  PASSWORD_NEEDED: { when: "A confirmation link was opened away from the browser that signed up: send the account's password, or a new password twice." },
  BAD_ORIGIN: { when: 'A browser request that changes something came from another site.' },
  GOOGLE_NOT_CONFIGURED: { when: 'This server has no Google sign-in.' },
  ACCOUNT_ALREADY_EXISTS: { when: 'Google sign-up with an identity that already has an account (told to the sign-in page).' },
  OAUTH_FAILED: { when: 'Google refused or failed the sign-in.' },
  INVALID_STATE: { when: 'A Google sign-in that is unknown, used, expired or started in another browser (told to the sign-in page).' },
  PAYMENTS_NOT_CONFIGURED: { when: 'The server takes no payments (no Stripe keys).' },
  ALREADY_SUBSCRIBED: { when: 'A Checkout or trial asked by an account that already pays; manage the subscription instead.' },
  PAYMENT_PENDING: { when: 'The Checkout Session is not complete and paid yet.' },
  NO_SUBSCRIPTION: { when: 'The billing portal asked by an account that never subscribed.' },
  PAYMENT_PROVIDER_ERROR: { when: 'Stripe failed or could not be reached.' },
  INVALID_SIGNATURE: { when: 'A Stripe webhook whose signature does not verify.' },
  INVALID_PLAN_TYPE: { when: 'A trial of anything but pro or enterprise.' },
  TRIAL_ALREADY_USED: { when: "The account's one free trial was used." },
  INVALID_TIME_ZONE: { when: 'Not an IANA time zone this server knows.' },
  SHARE_UNAVAILABLE: { when: 'A report link that is unknown, revoked or expired (deliberately the same answer).' },
  LIMIT_REACHED: { when: 'The account already has as many of these (alert rules, webhooks, …) as it may.' },
  ALREADY_EXISTS: { when: 'The account already has this one, such as a scheduled check of the same query.' },
  INVALID_API_KEY: { when: 'The Bearer key is unknown, revoked or malformed.' },
  INSUFFICIENT_SCOPE: { when: 'A read-only key asked to create, change or delete something.' },
  SESSION_REQUIRED: { when: 'A key asked for a route kept for the signed-in browser: account, password, billing, keys.' },
  IDEMPOTENCY_KEY_REUSED: { when: 'An `Idempotency-Key` sent again with another body within 24 hours.' },
  IDEMPOTENCY_IN_PROGRESS: { when: 'An `Idempotency-Key` sent again while its first request is still running.' },
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The Markdown table of every code the API answers, in the order contracts/api-error.ts lists them. */
export function errorCodeTable(codes: readonly string[] = API_ERROR_CODES): string {
  const rows = codes.map((code) => {
    const doc = ERROR_CODE_DOCS[code];
    return `| \`${code}\` | ${statusOfCode(code) ?? '—'} | ${cell(doc?.when ?? '')} |`;
  });
  return ['| Code | Status | When |', '| --- | --- | --- |', ...rows].join('\n');
}
