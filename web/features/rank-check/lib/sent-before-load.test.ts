import { describe, expect, it } from 'vitest';
import { INITIAL_FORM_VALUES } from '../components/form-values';
import { readSentCheck, withoutSentCheck } from './sent-before-load';

describe('a check sent before the page had loaded', () => {
  it('is read from the address the browser sent it to', () => {
    expect(readSentCheck('?websiteUrl=example.com&keyword=running+shoes&location=ca&searchEngine=bing&_r_1_-device=mobile')).toEqual({
      ...INITIAL_FORM_VALUES,
      websiteUrl: 'example.com',
      keyword: 'running shoes',
      location: 'ca',
      searchEngine: 'bing',
    });
  });

  it('falls back to the defaults for a location or engine it does not know, and is nothing without a website or keyword', () => {
    expect(readSentCheck('?websiteUrl=example.com&keyword=&location=atlantis&searchEngine=altavista')).toEqual({ ...INITIAL_FORM_VALUES, websiteUrl: 'example.com' });
    expect(readSentCheck('?websiteUrl=+&keyword=')).toBeNull();
    expect(readSentCheck('?utm_source=newsletter')).toBeNull();
  });

  it('leaves the address with what else it held', () => {
    expect(withoutSentCheck('?websiteUrl=example.com&keyword=shoes&location=us&searchEngine=google&_r_1_-device=desktop&utm_source=mail')).toBe('?utm_source=mail');
    expect(withoutSentCheck('?websiteUrl=example.com&keyword=shoes')).toBe('');
  });
});
