import type { ApiErrorCode } from '../contracts/api-error';

/**
 * The one error type the server throws on purpose. `message` is safe to show a user; anything for operators
 * goes to the log. The error handler turns it into `{ error: { code, message } }` with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
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
  dailyLimit: (limit: number) => `You've used all ${limit} daily checks`,
  engineRestricted: (engineLabel: string) => `${engineLabel} is only available on Pro plan.`,
  competitorsRestricted: 'Competitor tracking is only available on Pro plan.',
  desktopOnly: (engineLabel: string) => `${engineLabel} results can only be checked for desktop.`,
  serpFailed: 'SERP API request failed',
  serpError: (providerMessage: string) => `SERP API error: ${providerMessage}`,
  internal: 'Something went wrong',
} as const;
