import { describe, expect, it } from 'vitest';
import { simulatedChecksText } from './simulated-notice';

describe('simulatedChecksText', () => {
  const tail = 'in this report came from the built-in simulated search engine, not from a real search engine.';
  it.each([
    { simulated: 1, total: 10, expected: `1 of the 10 checks ${tail}` },
    { simulated: 3, total: 40, expected: `3 of the 40 checks ${tail}` },
    { simulated: 1200, total: 4500, expected: `1,200 of the 4,500 checks ${tail}` },
    { simulated: 5, total: 5, expected: `All 5 checks ${tail}` },
    { simulated: 1, total: 1, expected: `The only check ${tail}` },
  ])('$simulated of $total', ({ simulated, total, expected }) => {
    expect(simulatedChecksText(simulated, total)).toBe(expected);
  });
});
