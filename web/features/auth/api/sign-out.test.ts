import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { apiErrorResponse, fakeApi } from '../../../testing/fake-api';
import { isAlreadySignedOut, signOut, signOutFailedText } from './sign-out';

describe('sign-out failure rules (spec §8)', () => {
  it.each([
    [new ApiError('UNAUTHENTICATED', 'Please sign in to continue.', 401), true],
    [new ApiError('INVALID_INPUT', 'Auth session missing!', 400), true],
    [new ApiError('INTERNAL', 'invalid JWT: unable to parse', 500), true],
    [new ApiError('INTERNAL', 'Session not found', 500), true],
    [new ApiError('INTERNAL', 'Database unavailable', 500), false],
    [new ApiError('NETWORK_ERROR', 'Could not reach the server.', 0), false],
    [new Error('session missing'), false],
  ])('%s counts as signed out: %s', (error, expected) => {
    expect(isAlreadySignedOut(error)).toBe(expected);
  });

  it("shows the server's message, or 'Something went wrong'", () => {
    expect(signOutFailedText(new ApiError('INTERNAL', 'Database unavailable', 500))).toBe('Database unavailable');
    expect(signOutFailedText(new TypeError('x'))).toBe('Something went wrong');
  });

  it('resolves when the server says there is no session, rejects on other failures', async () => {
    fakeApi({ 'POST /api/v1/auth/sign-out': () => apiErrorResponse('UNAUTHENTICATED', 'Please sign in to continue.', 401) });
    await expect(signOut()).resolves.toBeUndefined();
    fakeApi({ 'POST /api/v1/auth/sign-out': () => apiErrorResponse('INTERNAL', 'Database unavailable', 500) });
    await expect(signOut()).rejects.toMatchObject({ message: 'Database unavailable' });
  });
});
