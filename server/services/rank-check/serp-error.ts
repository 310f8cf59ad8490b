import type { SerpError } from '../../adapters/serp/serp-provider';
import { AppError, MESSAGES } from '../../errors';

export interface SerpErrorLogger {
  error(obj: unknown, message: string): void;
  warn(obj: unknown, message: string): void;
}

/**
 * Turns a provider failure into the error users see (the spec's 'SERP API error: {text}' or
 * 'SERP API request failed', 502) and tells the operator what to fix. A failure is never reported as rank 0. The
 * provider's own text reaches users only when it is about the search, never when it is about our account.
 */
export function serpErrorToAppError(error: SerpError, providerName: string, logger: SerpErrorLogger): AppError {
  if (error.kind === 'config') {
    logger.error(
      { provider: providerName, status: error.status, providerMessage: error.providerMessage },
      'SERP provider rejected our credentials: SERPAPI_KEY is invalid or revoked. Set a valid key (https://serpapi.com/manage-api-key) and restart.',
    );
    return new AppError('SERP_NOT_CONFIGURED', MESSAGES.serpFailed);
  }
  if (error.kind === 'quota') {
    // The provider's words here are about our account ('Your account has run out of searches'): the operator's
    // business, not the user's.
    logger.error(
      { provider: providerName, status: error.status, providerMessage: error.providerMessage },
      'SERP provider refused for quota: the account is out of searches or over its rate limit. Check its plan and usage (https://serpapi.com/dashboard).',
    );
    return new AppError('SERP_ERROR', MESSAGES.serpFailed);
  }
  logger.warn({ provider: providerName, ...error }, 'SERP provider request failed');
  const text = error.providerMessage?.trim();
  return new AppError('SERP_ERROR', text ? MESSAGES.serpError(text) : MESSAGES.serpFailed);
}
