import { ApiError } from './api-client';

/** The server's message for a failed request, which is written for users, or a generic one. */
export function errorText(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : 'Something went wrong. Try again.';
}
