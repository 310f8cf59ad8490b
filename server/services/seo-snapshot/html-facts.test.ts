import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_ELEMENTS, readHtmlFacts } from './html-facts';

const HEAD = '<html lang="en"><head><title>Shop</title><meta name="viewport" content="width=device-width"></head><body>';

describe('readHtmlFacts limits', () => {
  it.each([
    ['nested one level deeper than read', `${HEAD}${'<div>'.repeat(MAX_DEPTH)}<h1>Too deep</h1>`, 'nesting', []],
    ['nested as deep as read', `${HEAD}<h1>Top</h1>${'<div>'.repeat(MAX_DEPTH - 3)}</body></html>`, null, ['Top']],
    ['with more elements than read', `${HEAD}<h1>First</h1>${'<p>x</p>'.repeat(MAX_ELEMENTS)}<h1>Last</h1>`, 'elements', ['First']],
    ['with as many elements as read', `${HEAD}<h1>First</h1>${'<p>x</p>'.repeat(MAX_ELEMENTS - 10)}`, null, ['First']],
  ])('a page %s', (_name, html, readStopped, h1) => {
    const facts = readHtmlFacts(html);
    expect(facts.readStopped).toBe(readStopped);
    expect(facts.h1).toEqual(h1);
    // What came before the limit is read as usual.
    expect(facts).toMatchObject({ title: 'Shop', viewport: 'width=device-width', lang: 'en' });
  });

  it('reads two megabytes of nested elements only up to the depth browsers build', () => {
    const facts = readHtmlFacts(`${HEAD}${'<div>'.repeat(400_000)}`);
    expect(facts).toMatchObject({ title: 'Shop', readStopped: 'nesting' });
  });
});
