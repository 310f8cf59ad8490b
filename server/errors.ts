import type { ApiErrorCode } from '../contracts/api-error';

/**
 * The one error type the server throws on purpose. `message` is safe to show a user; anything for operators
 * goes to the log. The error handler turns it into `{ error: { code, message } }` with `status`.
 */
export class AppError extends Error {
  /** With 429 and 503: when to try again, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.name = 'AppError';
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
