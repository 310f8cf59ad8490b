import { describe, expect, it } from 'vitest';
import type { OnPage } from '../../../contracts/seo-snapshot';
import { onPageSchema } from '../../../contracts/seo-snapshot';
import { extractOnPage, type FetchedPage } from './extract-on-page';

const FETCHED_AT = new Date('2026-11-24T10:00:00.000Z');

function page(body: string | Buffer, overrides: Partial<FetchedPage> = {}): FetchedPage {
  return {
    body: typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
    contentType: 'text/html; charset=utf-8',
    headers: { xRobotsTag: null, contentLanguage: null },
    finalUrl: 'https://www.example.com/shoes/running',
    status: 200,
    truncated: false,
    fetchedAt: FETCHED_AT,
    ...overrides,
  };
}

function head(inner: string): string {
  return `<!doctype html><html><head>${inner}</head><body></body></html>`;
}

/** Bytes of ASCII text with raw (non-UTF-8) bytes spliced in. */
function bytes(...parts: (string | number[])[]): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
}

describe('extractOnPage', () => {
  it('reads every field of a complete page', () => {
    const html = `<!DOCTYPE html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>
    Running Shoes for Women &amp; Men | Example
  </title>
  <meta name="description" content="Compare 200 running shoes, tested on road and trail.">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="canonical" href="/shoes/running">
  <meta property="og:title" content="Running Shoes">
  <meta property="og:description" content="Tested on road and trail.">
  <meta property="og:image" content="/img/shoes.jpg">
  <meta property="og:type" content="website">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"CollectionPage"}</script>
</head>
<body><h1>Running <em>Shoes</em></h1></body>
</html>`;
    const onPage = extractOnPage(page(html));
    expect(onPage).toEqual<OnPage>({
      finalUrl: 'https://www.example.com/shoes/running',
      status: 200,
      title: 'Running Shoes for Women & Men | Example',
      titleLength: 39,
      titleCount: 1,
      metaDescription: 'Compare 200 running shoes, tested on road and trail.',
      metaDescriptionLength: 52,
      isMobileFriendly: 'yes',
      viewport: 'width=device-width, initial-scale=1',
      h1: ['Running Shoes'],
      h1Count: 1,
      canonical: 'https://www.example.com/shoes/running',
      noindex: false,
      language: 'en-GB',
      openGraph: {
        title: 'Running Shoes',
        description: 'Tested on road and trail.',
        image: 'https://www.example.com/img/shoes.jpg',
        type: 'website',
      },
      structuredDataTypes: ['CollectionPage'],
      truncated: false,
      fetchedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(onPageSchema.parse(onPage)).toEqual(onPage);
  });

  describe('title', () => {
    it.each<[string, string, string | null, number, number]>([
      ['missing', '<meta charset="utf-8">', null, 0, 0],
      ['empty', '<title>  \n </title>', null, 0, 1],
      ['several: the first counts', '<title>First</title><title>Second</title><title>Third</title>', 'First', 5, 3],
      ['an empty first one is not replaced by a later one', '<title></title><title>Second</title>', null, 0, 2],
      ['named and numeric entities', '<title>Caf&eacute; &amp; Bar &#8217;24 &lt;Paris&gt;</title>', 'Café & Bar ’24 <Paris>', 22, 1],
      ['tags inside are text', '<title>A <b>bold</b> claim</title>', 'A <b>bold</b> claim', 19, 1],
      ['a no-break space is kept', '<title>10&nbsp;km   run</title>', '10\u00a0km run', 9, 1],
      ['emoji count once', '<title>Shoes 👟</title>', 'Shoes 👟', 7, 1],
    ])('%s', (_case, inner, title, titleLength, titleCount) => {
      expect(extractOnPage(page(head(inner)))).toMatchObject({ title, titleLength, titleCount });
    });

    it('ignores titles inside inline SVG', () => {
      const html = `<html><head></head><body><svg viewBox="0 0 1 1"><title>Logo</title><g><title>Shape</title></g></svg>
        <title>Page title</title></body></html>`;
      expect(extractOnPage(page(html))).toMatchObject({ title: 'Page title', titleCount: 1 });
      const onlySvg = '<html><body><svg><title>Logo</title></svg><p>Text</p></body></html>';
      expect(extractOnPage(page(onlySvg))).toMatchObject({ title: null, titleCount: 0 });
    });
  });

  describe('meta description', () => {
    it.each<[string, string, string | null, number]>([
      ['missing', '<title>T</title>', null, 0],
      ['name in any case', '<meta NAME="Description" content="About  the\nshop.">', 'About the shop.', 15],
      ['the first non-empty one', '<meta name="description" content=" "><meta name="description" content="Second">', 'Second', 6],
      ['entities in the attribute', '<meta name="description" content="Fish &amp; chips &#8212; fresh">', 'Fish & chips — fresh', 20],
    ])('%s', (_case, inner, metaDescription, metaDescriptionLength) => {
      expect(extractOnPage(page(head(inner)))).toMatchObject({ metaDescription, metaDescriptionLength });
    });
  });

  describe('charset', () => {
    // “Café” in windows-1252: 0x93 and 0x94 are curly quotes, 0xE9 is é.
    const cafe1252 = [0x93, 0x43, 0x61, 0x66, 0xe9, 0x94];
    // 日本語テスト in Shift_JIS.
    const japaneseSjis = [0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea, 0x83, 0x65, 0x83, 0x58, 0x83, 0x67];

    it.each<[string, Buffer, string | null, string]>([
      ['windows-1252 from the header', bytes('<html><head><title>', cafe1252, '</title></head></html>'), 'text/html; charset=windows-1252', '“Café”'],
      ['iso-8859-1 from the header means windows-1252', bytes('<html><head><title>', cafe1252, '</title></head></html>'), 'text/html; charset="ISO-8859-1"', '“Café”'],
      ['windows-1252 from <meta charset>', bytes('<html><head><meta charset="windows-1252"><title>', cafe1252, '</title></head></html>'), 'text/html', '“Café”'],
      [
        'Shift_JIS from <meta http-equiv>',
        bytes('<html><head><meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS"><title>', japaneseSjis, '</title></head></html>'),
        'text/html',
        '日本語テスト',
      ],
      ['Shift_JIS from the header', bytes('<title>', japaneseSjis, '</title>'), 'text/html; charset=shift_jis', '日本語テスト'],
      ['the header wins over a meta charset', bytes('<meta charset="shift_jis"><title>', cafe1252, '</title>'), 'text/html; charset=windows-1252', '“Café”'],
      ['a UTF-8 byte order mark', bytes([0xef, 0xbb, 0xbf], '<title>Caf', [0xc3, 0xa9], '</title>'), 'text/html', 'Café'],
      ['a byte order mark wins over the header', bytes([0xef, 0xbb, 0xbf], '<title>Caf', [0xc3, 0xa9], '</title>'), 'text/html; charset=windows-1252', 'Café'],
      ['UTF-16 with its byte order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<title>Café</title>', 'utf16le')]), null, 'Café'],
      ['an unknown label falls back to UTF-8', bytes('<title>Caf', [0xc3, 0xa9], '</title>'), 'text/html; charset=no-such-charset', 'Café'],
      ['UTF-8 by default', bytes('<title>Caf', [0xc3, 0xa9], '</title>'), 'text/html', 'Café'],
      ['a meta charset after the first 1024 bytes is not read', bytes(`<!--${'x'.repeat(1100)}--><meta charset="windows-1252"><title>Caf`, [0xc3, 0xa9], '</title>'), 'text/html', 'Café'],
    ])('%s', (_case, body, contentType, title) => {
      expect(extractOnPage(page(body, { contentType })).title).toBe(title);
    });
  });

  it('reads the part of a huge page that arrived', () => {
    const start = head('<title>Big page</title><meta name="description" content="A very long page.">').replace('</body></html>', '');
    const filler = '<p>Lorem ipsum dolor sit amet.</p>\n'.repeat(70_000); // ~2.3 MB
    const html = `${start}<body>${filler}<h1>Never arrives</h1></body></html>`;
    const cut = Buffer.from(html, 'utf8').subarray(0, 2 * 1024 * 1024);
    const onPage = extractOnPage(page(cut, { truncated: true }));
    expect(onPage).toMatchObject({ title: 'Big page', metaDescription: 'A very long page.', h1Count: 0, truncated: true });
  });

  it('reads a heading and a title cut off mid-way', () => {
    expect(extractOnPage(page('<html><head><title>Half a ti', { truncated: true }))).toMatchObject({ title: 'Half a ti', titleCount: 1 });
    expect(extractOnPage(page('<html><body><h1>Half a <b>head', { truncated: true }))).toMatchObject({ h1: ['Half a head'], h1Count: 1 });
  });

  describe('an answer that is not a web page', () => {
    it.each<[string, Buffer, string | null]>([
      ['JSON', Buffer.from('{"title":"<title>Not a page</title>"}'), 'application/json'],
      ['a PNG image', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]), 'image/png'],
      ['plain text', Buffer.from('Hello, <title> is a tag name.'), 'text/plain'],
      ['an empty body', Buffer.alloc(0), null],
    ])('%s -> unknown, no page facts', (_case, body, contentType) => {
      const onPage = extractOnPage(page(body, { contentType }));
      expect(onPage).toMatchObject({
        title: null,
        titleLength: 0,
        titleCount: 0,
        metaDescription: null,
        isMobileFriendly: 'unknown',
        viewport: null,
        h1: [],
        h1Count: 0,
        canonical: null,
        noindex: false,
        language: null,
        openGraph: { title: null, description: null, image: null, type: null },
        structuredDataTypes: [],
      });
    });

    it('still takes noindex and the language from its headers', () => {
      const pdf = page(Buffer.from('%PDF-1.7'), {
        contentType: 'application/pdf',
        headers: { xRobotsTag: 'noindex', contentLanguage: 'de' },
      });
      expect(extractOnPage(pdf)).toMatchObject({ isMobileFriendly: 'unknown', noindex: true, language: 'de' });
    });

    it.each<[string, string | null]>([
      ['served as text/plain', 'text/plain'],
      ['served without a type', null],
      ['served as octet-stream', 'application/octet-stream'],
    ])('reads HTML %s when it starts like a page', (_case, contentType) => {
      const html = '\n  <!DOCTYPE html><html><head><title>Still a page</title></head></html>';
      expect(extractOnPage(page(html, { contentType }))).toMatchObject({ title: 'Still a page', isMobileFriendly: 'no' });
    });
  });

  describe('mobile friendly', () => {
    it.each<[string, string | null, 'yes' | 'no']>([
      ['<meta name="viewport" content="width=device-width, initial-scale=1">', 'width=device-width, initial-scale=1', 'yes'],
      ['<meta name="viewport" content="width = Device-Width">', 'width = Device-Width', 'yes'],
      ['<meta name="VIEWPORT" content="initial-scale=1.0; maximum-scale=1">', 'initial-scale=1.0; maximum-scale=1', 'yes'],
      ['<meta name="viewport" content="width=device-width,user-scalable=no">', 'width=device-width,user-scalable=no', 'yes'],
      ['<meta name="viewport" content="width=1024">', 'width=1024', 'no'],
      ['<meta name="viewport" content="width=980px, initial-scale=1">', 'width=980px, initial-scale=1', 'no'],
      ['<meta name="viewport" content="user-scalable=no">', 'user-scalable=no', 'no'],
      ['<meta name="viewport" content="">', null, 'no'],
      ['<title>No viewport</title>', null, 'no'],
    ])('%s -> %s', (inner, viewport, isMobileFriendly) => {
      expect(extractOnPage(page(head(inner)))).toMatchObject({ viewport, isMobileFriendly });
    });
  });

  describe('noindex', () => {
    it.each<[string, string, string | null, boolean]>([
      ['nothing says so', '<meta name="robots" content="index, follow">', null, false],
      ['meta robots', '<meta name="robots" content="noindex,nofollow">', null, true],
      ['meta robots in capitals', '<meta name="ROBOTS" content="NOINDEX">', null, true],
      ['meta googlebot none', '<meta name="googlebot" content="none">', null, true],
      ['meta for another crawler', '<meta name="bingbot" content="noindex">', null, false],
      ['a word that only contains noindex', '<meta name="robots" content="noindexing-later">', null, false],
      ['header noindex', '', 'noindex', true],
      ['header none', '', 'none', true],
      ['header for googlebot', '', 'googlebot: noindex', true],
      ['header for another crawler', '', 'otherbot: noindex, nofollow', false],
      ['header: crawler prefix then a general one', '', 'googlebot: nofollow, otherbot: noindex', false],
      ['header with valued directives before', '', 'max-snippet: 50, max-image-preview:large, noindex', true],
      ['header unavailable_after', '', 'unavailable_after: 2026-12-01', false],
    ])('%s', (_case, inner, xRobotsTag, noindex) => {
      expect(extractOnPage(page(head(inner), { headers: { xRobotsTag, contentLanguage: null } })).noindex).toBe(noindex);
    });
  });

  describe('headings, links and language', () => {
    it('lists the first five h1 texts with inline text and image alt, and counts them all', () => {
      const h1s = [
        '<h1>  One\n <a href="/">link</a><span>ed</span> </h1>',
        '<h1><img src="logo.png" alt="Example Shop"></h1>',
        '<h1>Line<br>break</h1>',
        '<h1>With <script>var x = 1;</script>no script</h1>',
        '<h1></h1>',
        '<h1>Five</h1>',
        '<h1>Six</h1>',
        '<h1>Seven</h1>',
      ].join('');
      expect(extractOnPage(page(`<html><body>${h1s}</body></html>`))).toMatchObject({
        h1: ['One linked', 'Example Shop', 'Line break', 'With no script', 'Five'],
        h1Count: 8,
      });
    });

    it.each<[string, string, string | null]>([
      ['relative, against the final URL', '<link rel="canonical" href="../boots?x=1">', 'https://www.example.com/boots?x=1'],
      ['absolute', '<link rel="canonical" href="https://example.com/a">', 'https://example.com/a'],
      ['several rel tokens', '<link rel="alternate CANONICAL" href="/b">', 'https://www.example.com/b'],
      ['against <base href>', '<base href="https://cdn.example.com/en/"><link rel="canonical" href="shoes">', 'https://cdn.example.com/en/shoes'],
      ['the first one', '<link rel="canonical" href="/first"><link rel="canonical" href="/second">', 'https://www.example.com/first'],
      ['none', '<link rel="stylesheet" href="/a.css">', null],
      ['an empty href', '<link rel="canonical" href="">', null],
    ])('canonical: %s', (_case, inner, canonical) => {
      expect(extractOnPage(page(head(inner))).canonical).toBe(canonical);
    });

    it.each<[string, string, string | null, string | null]>([
      ['<html lang>', '<html lang="fr-CA"><head></head></html>', 'de', 'fr-CA'],
      ['Content-Language without lang', '<html><head></head></html>', 'de-DE, en', 'de-DE'],
      ['an empty lang', '<html lang=" "><head></head></html>', null, null],
    ])('language: %s', (_case, html, contentLanguage, language) => {
      expect(extractOnPage(page(html, { headers: { xRobotsTag: null, contentLanguage } })).language).toBe(language);
    });

    it('reads Open Graph from name= as well, resolving og:image:url', () => {
      const inner = '<meta name="og:title" content="Named"><meta property="og:image:url" content="//img.example.com/a.png">';
      expect(extractOnPage(page(head(inner))).openGraph).toEqual({
        title: 'Named',
        description: null,
        image: 'https://img.example.com/a.png',
        type: null,
      });
    });
  });

  describe('structured data', () => {
    it.each<[string, string, string[]]>([
      ['a single type', '<script type="application/ld+json">{"@type":"Product"}</script>', ['Product']],
      [
        '@graph with type arrays',
        '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite"},{"@type":["Organization","LocalBusiness"]},{"@graph":[{"@type":"BreadcrumbList"}]}]}</script>',
        ['WebSite', 'Organization', 'LocalBusiness', 'BreadcrumbList'],
      ],
      [
        'a top-level array and full type URLs',
        '<script type="application/ld+json">[{"@type":"https://schema.org/Article"},{"@type":"schema:Person"}]</script>',
        ['Article', 'Person'],
      ],
      [
        'invalid JSON skipped, valid blocks kept, duplicates dropped',
        '<script type="application/ld+json">{"@type": "Event",}</script><script type="application/ld+json">{"@type":"FAQPage"}</script><script type="application/ld+json">{"@type":"FAQPage"}</script>',
        ['FAQPage'],
      ],
      [
        'nested values are not items',
        '<script type="application/ld+json">{"@type":"Product","offers":{"@type":"Offer"},"review":[{"@type":"Review"}]}</script>',
        ['Product'],
      ],
      ['other script types are not JSON-LD', '<script type="application/json">{"@type":"Product"}</script><script>var a = {"@type":"Thing"};</script>', []],
      ['type attribute in capitals', '<script type="Application/LD+JSON">{"@type":"Recipe"}</script>', ['Recipe']],
      [
        'microdata, top-level items only',
        '<div itemscope itemtype="https://schema.org/Product"><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"></div></div><div itemscope itemtype="http://schema.org/Review https://schema.org/CreativeWork"></div>',
        ['Product', 'Review', 'CreativeWork'],
      ],
      [
        'JSON-LD and microdata together, in page order',
        '<div itemscope itemtype="https://schema.org/Recipe"></div><script type="application/ld+json">{"@type":["Recipe","HowTo"]}</script>',
        ['Recipe', 'HowTo'],
      ],
    ])('%s', (_case, markup, types) => {
      expect(extractOnPage(page(`<html><head></head><body>${markup}</body></html>`)).structuredDataTypes).toEqual(types);
    });

    it('lists at most 20 types', () => {
      const graph = Array.from({ length: 30 }, (_, i) => ({ '@type': `Type${i}` }));
      const markup = `<script type="application/ld+json">${JSON.stringify({ '@graph': graph })}</script>`;
      const types = extractOnPage(page(head(markup))).structuredDataTypes;
      expect(types).toHaveLength(20);
      expect(types[0]).toBe('Type0');
      expect(types[19]).toBe('Type19');
    });
  });

  it('passes the final address, status and fetch time through', () => {
    const onPage = extractOnPage(page(head('<title>T</title>'), { finalUrl: 'https://example.com/moved', status: 203 }));
    expect(onPage).toMatchObject({ finalUrl: 'https://example.com/moved', status: 203, fetchedAt: '2026-11-24T10:00:00.000Z' });
  });
});
