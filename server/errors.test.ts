import { describe, expect, it } from 'vitest';
import { MESSAGES } from './errors';

describe('MESSAGES.dailyLimit', () => {
  it.each([
    [1, "You've used your 1 daily check"],
    [3, "You've used all 3 daily checks"],
    [10, "You've used all 10 daily checks"],
  ])('a limit of %i reads "%s"', (limit, text) => {
    expect(MESSAGES.dailyLimit(limit)).toBe(text);
  });
});
