import type { ApiErrorCode } from '../contracts/api-error';

/** The codes answered as an HTTP error; the other two are told to the sign-in page of a Google flow. */
export type HttpErrorCode = Exclude<ApiErrorCode, 'ACCOUNT_ALREADY_EXISTS' | 'INVALID_STATE'>;

/**
 * The HTTP status of each code, defined once: AppError answers with it, and the API reference lists each code
 * under it (contracts/api-error.ts says when each comes).
 */
export const ERROR_STATUS: Readonly<Record<HttpErrorCode, number>> = {
  MISSING_INFORMATION: 400,
  INVALID_INPUT: 400,
  SIGN_UP_REQUIRED: 403,
  FEATURE_RESTRICTED: 403,
  ROLE_FORBIDDEN: 403,
  NOT_A_MEMBER: 403,
  SEATS_FULL: 409,
  DAILY_LIMIT_REACHED: 429,
  SERP_ERROR: 502,
  SERP_NOT_CONFIGURED: 502,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 400,
  EMAIL_NOT_VERIFIED: 403,
  PASSWORDS_DONT_MATCH: 400,
  PASSWORD_TOO_SHORT: 400,
  INVALID_TOKEN: 400,
  INVALID_CODE: 400,
  SECOND_STEP_REQUIRED: 403,
  TWO_STEP_REQUIRED_BY_TEAM: 403,
  PASSWORD_NEEDED: 400,
  BAD_ORIGIN: 403,
  GOOGLE_NOT_CONFIGURED: 404,
  OAUTH_FAILED: 502,
  PAYMENTS_NOT_CONFIGURED: 503,
  ALREADY_SUBSCRIBED: 409,
  PAYMENT_PENDING: 409,
  NO_SUBSCRIPTION: 409,
  PAYMENT_PROVIDER_ERROR: 502,
  INVALID_SIGNATURE: 400,
  INVALID_PLAN_TYPE: 400,
  TRIAL_ALREADY_USED: 409,
  INVALID_TIME_ZONE: 400,
  SHARE_UNAVAILABLE: 404,
  LIMIT_REACHED: 409,
  ALREADY_EXISTS: 409,
  INVALID_API_KEY: 401,
  INSUFFICIENT_SCOPE: 403,
  SESSION_REQUIRED: 403,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_IN_PROGRESS: 409,
};

/**
 * The one error type the server throws on purpose. `message` is safe to show a user; anything for operators
 * goes to the log. The error handler turns it into `{ error: { code, message } }` with the code's status.
 */
export class AppError extends Error {
  readonly status: number;
  /** With 429 and 503: when to try again, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: HttpErrorCode,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** User-facing messages from the spec, kept in one place so routes and tests agree. */
export const MESSAGES = {
  missingInformation: 'Please enter both website URL and keyword',
  invalidWebsite: 'Please enter a valid website URL (for example example.com)',
  invalidCompetitor: 'Please enter valid competitor URLs (for example competitor.com)',
  tooManyCompetitors: 'You can compare with up to 3 competitors',
  signUpForCompetitors: 'Sign up to compare with competitors.',
  // Spec §8 words it 'You've used all {limit} daily checks'; a guest's single check reads as one.
  dailyLimit: (limit: number) => (limit === 1 ? "You've used your 1 daily check" : `You've used all ${limit} daily checks`),
  engineRestricted: (engineLabel: string) => `${engineLabel} is only available on Pro plan.`,
  competitorsRestricted: 'Competitor tracking is only available on Pro plan.',
  desktopOnly: (engineLabel: string) => `${engineLabel} results can only be checked for desktop.`,
  tooManyRunning: (limit: number) =>
    `You already have ${limit} checks running. Please wait for one to finish, then try again.`,
  hourlyChecks: (limit: number, minutes: number) =>
    `You've run ${limit.toLocaleString('en-US')} checks in the past hour, the most your plan allows. You can check again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  serpFailed: 'SERP API request failed',
  serpError: (providerMessage: string) => `SERP API error: ${providerMessage}`,
  internal: 'Something went wrong',
  unavailable: 'Rank Checker is briefly unavailable. Please try again in a moment.',
  badAddress: 'This address is not valid: part of it is wrongly encoded.',
  addressTooLong: 'This address is too long.',
} as const;
