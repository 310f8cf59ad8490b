/**
 * Why a request to the Rank Checker did not give an answer, in words an assistant can pass on to its user.
 * `code` is the API's own error code (contracts/api-error.ts) when the server answered with one, otherwise:
 * - UNREACHABLE: no connection (wrong RANK_CHECKER_URL, server down);
 * - TIMEOUT: no complete answer within the request's time limit;
 * - CANCELLED: the caller gave up (the assistant cancelled the tool call);
 * - UNEXPECTED_RESPONSE: an answer that is not the API's shape (a proxy's page, another version of the API).
 */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** The HTTP status, or null when no answer came. */
    readonly status: number | null,
    /** Seconds to wait before trying again, from Retry-After (429 and 503). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}
