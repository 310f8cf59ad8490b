import { describe, expect, it } from 'vitest';
import { isHostUnder } from './is-host-under';

describe('isHostUnder', () => {
  it.each([
    ['example.com', 'example.com', true],
    ['www.example.com', 'example.com', true],
    ['a.b.example.com', 'example.com', true],
    ['notexample.com', 'example.com', false],
    ['example.com.evil.test', 'example.com', false],
    ['example.com', 'www.example.com', false],
  ])('%s under %s: %s', (host, domain, expected) => {
    expect(isHostUnder(host, domain)).toBe(expected);
  });
});
