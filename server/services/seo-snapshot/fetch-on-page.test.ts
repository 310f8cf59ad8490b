import { describe, expect, it } from 'vitest';
import { PAGE_REQUEST } from './fetch-on-page';

describe('fetchOnPage', () => {
  it('reads a page as decision 016 says: 10 s, 5 redirects, and the first 2 MB kept rather than refused', () => {
    expect(PAGE_REQUEST).toEqual({ timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5, overflow: 'truncate' });
  });
});
