import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or close an attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
    expect(escapeHtml('Ünïcödé 北京 ✓')).toBe('Ünïcödé 北京 ✓');
    // Already escaped text is escaped again: the function never guesses.
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
