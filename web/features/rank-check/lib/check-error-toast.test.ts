import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkErrorToast } from './check-error-toast';

const limit = (message: string) => new ApiError('DAILY_LIMIT_REACHED', message, 429);

describe('checkErrorToast', () => {
  it.each([
    ['a guest', limit("You've used your 1 daily check"), true, true, "You've used your 1 daily check. Sign up free for more checks."],
    ['a guest, without words from the server', limit(''), true, true, "You've used today's free check. Sign up free for more checks."],
    ['a free account', limit("You've used all 3 daily checks"), false, true, "You've used all 3 daily checks. Upgrade to Pro for unlimited checks!"],
    ['a paid account', limit("You've used all 3 daily checks"), false, false, "You've used all 3 daily checks. Please try again tomorrow."],
  ])("'Daily Limit Reached' for %s", (_, error, guest, freePlan, description) => {
    expect(checkErrorToast(error, guest, freePlan)).toEqual({ title: 'Daily Limit Reached', description });
  });

  it.each([
    [new ApiError('FEATURE_RESTRICTED', 'Bing is only available on Pro plan.', 403), { title: 'Feature Restricted', description: 'Bing is only available on Pro plan.' }],
    [new TypeError('boom'), { title: 'Error', description: 'Failed to check ranking. Please try again.' }],
  ])('other failures keep their titles: %s', (error, toast) => {
    expect(checkErrorToast(error, false)).toEqual(toast);
  });
});
