import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after';

const NOW = Date.parse('2026-11-24T10:00:00Z');

describe('parseRetryAfter', () => {
  it.each([
    { value: '120', seconds: 120 },
    { value: ' 0 ', seconds: 0 },
    { value: 'Tue, 24 Nov 2026 10:01:30 GMT', seconds: 90 },
    { value: 'Tue, 24 Nov 2026 09:59:00 GMT', seconds: 0 },
    { value: 'soon', seconds: undefined },
    { value: '-5', seconds: undefined },
    { value: null, seconds: undefined },
  ])('$value -> $seconds', ({ value, seconds }) => {
    expect(parseRetryAfter(value, NOW)).toBe(seconds);
  });
});
