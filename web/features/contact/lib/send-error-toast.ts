import { ApiError } from '../../../lib/api-client';

/** The toast for a message the server did not take, in the spec's title-and-description style. */
export function sendErrorToast(error: unknown): { title: string; description: string } {
  if (error instanceof ApiError) {
    if (error.code === 'RATE_LIMITED') return { title: 'Too Many Messages', description: error.message };
    if (error.code === 'INVALID_INPUT') return { title: 'Invalid Information', description: error.message };
    if (error.code === 'NETWORK_ERROR') return { title: 'Network Error', description: error.message };
    if (error.message) return { title: 'Message Not Sent', description: error.message };
  }
  return { title: 'Message Not Sent', description: 'Something went wrong. Please try again.' };
}
