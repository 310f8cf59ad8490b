export type SafeFetchErrorKind = 'invalid_url' | 'blocked_address' | 'too_many_redirects' | 'timeout' | 'too_large' | 'network';

/** What a user reads when the site could not be reached, whatever the reason (refused address, network failure). */
export const UNREACHABLE_MESSAGE = 'The site could not be reached.';

/** Why a user-supplied URL was not fetched; `message` is safe to show the user who supplied it. */
export class SafeFetchError extends Error {
  override readonly name = 'SafeFetchError';
  constructor(
    readonly kind: SafeFetchErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * A refused address. Its message is the one a network failure has: saying "not on the public internet", or which
 * address a name resolved to, would tell whoever names a host how the server's own network and DNS see it. The
 * address goes to `cause`, for the log.
 */
export const blockedAddress = (address: string) =>
  new SafeFetchError('blocked_address', UNREACHABLE_MESSAGE, { cause: `refused address ${address}` });
