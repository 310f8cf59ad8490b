export type SafeFetchErrorKind = 'invalid_url' | 'blocked_address' | 'too_many_redirects' | 'timeout' | 'too_large' | 'network';

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

export const blockedAddress = (address: string) =>
  new SafeFetchError('blocked_address', `The address ${address} is not on the public internet, so it is not fetched.`);
