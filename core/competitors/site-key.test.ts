import { describe, expect, it } from 'vitest';
import { siteKey } from './site-key';

describe('siteKey', () => {
  it.each([
    ['rival.com', 'rival.com'],
    ['https://www.Rival.com/', 'rival.com'],
    ['HTTP://RIVAL.COM', 'rival.com'],
    ['  rival.com.  ', 'rival.com'],
    ['rival.com/shoes/', 'rival.com/shoes'],
    ['https://rival.com/shoes?ref=1#top', 'rival.com/shoes'],
    ['shop.rival.com', 'shop.rival.com'],
  ])('%s -> %s', (typed, key) => {
    expect(siteKey(typed)).toBe(key);
  });
});
