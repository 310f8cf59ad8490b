import { describe, expect, it } from 'vitest';
import { backoffDelay } from './retry-policy';

const policy = { attempts: 4, baseDelayMs: 400, maxDelayMs: 2_000, budgetMs: 6_000 };

describe('backoffDelay', () => {
  it.each([
    [1, 0, 200], [1, 1, 400],
    [2, 0, 400], [2, 1, 800],
    [3, 0.5, 1_200],
    [4, 1, 2_000], [6, 0, 1_000],
  ])('retry %i with random %d -> %i ms', (retry, random, expected) => {
    expect(backoffDelay(policy, retry, () => random)).toBe(expected);
  });
});
