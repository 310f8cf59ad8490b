import { describe, expect, it } from 'vitest';
import { parseTarget, type Target } from './parse-target';

const site = (registrableDomain: string, display = registrableDomain): Target => ({ kind: 'site', registrableDomain, display });
const host = (h: string, display = h): Target => ({ kind: 'host', host: h, display });
const page = (h: string, path: string, display = `${h}${path}`): Target => ({ kind: 'page', host: h, path, display });

describe('parseTarget', () => {
  it.each<[string, Target]>([
    ['example.com', site('example.com')],
    ['Example.COM', site('example.com')],
    ['www.example.com', site('example.com')],
    ['https://www.example.com/', site('example.com')],
    ['http://example.com', site('example.com')],
    ['HTTPS://EXAMPLE.COM', site('example.com')],
    ['//example.com', site('example.com')],
    ['  example.com  ', site('example.com')],
    ['example.com.', site('example.com')],
    ['https://example.com./', site('example.com')],
    ['example.com:8080', site('example.com')],
    ['https://www.example.com:8443/', site('example.com')],
    ['example.com/?utm=1#top', site('example.com')],
    ['example.co.uk', site('example.co.uk')],
    ['www.example.co.uk', site('example.co.uk')],
    ['bücher.de', site('xn--bcher-kva.de', 'bücher.de')],
    ['https://BÜCHER.de/', site('xn--bcher-kva.de', 'bücher.de')],
    ['xn--bcher-kva.de', site('xn--bcher-kva.de', 'bücher.de')],
    ['пример.рф', site('xn--e1afmkfd.xn--p1ai', 'пример.рф')],
    ['alice.github.io', site('alice.github.io')],
    ['www.alice.github.io', site('alice.github.io')],
    ['foo.blogspot.com', site('foo.blogspot.com')],
    ['blog.example.com', host('blog.example.com')],
    ['www.blog.example.com', host('blog.example.com')],
    ['https://Blog.Example.com:444/', host('blog.example.com')],
    ['shop.bücher.de', host('shop.xn--bcher-kva.de', 'shop.bücher.de')],
    ['docs.alice.github.io', host('docs.alice.github.io')],
    ['github.io', host('github.io')],
    ['example.com/pricing', page('example.com', '/pricing')],
    ['https://www.example.com/pricing/', page('example.com', '/pricing')],
    ['example.com/pricing?plan=pro#faq', page('example.com', '/pricing')],
    ['blog.example.com/posts/Hello', page('blog.example.com', '/posts/Hello')],
    ['bücher.de/über', page('xn--bcher-kva.de', '/über', 'bücher.de/über')],
    ['example.com/a%20b', page('example.com', '/a b')],
  ])('%j', (input, target) => {
    expect(parseTarget(input)).toEqual({ ok: true, target });
  });

  it.each(['', '   ', '\t'])('%j is empty', (input) => {
    expect(parseTarget(input)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each([
    'localhost',
    'http://localhost:3000',
    'example',
    '192.168.0.1',
    'http://127.0.0.1/',
    'http://[::1]/',
    'co.uk',
    'com',
    'ftp://example.com',
    'mailto:me@example.com',
    'javascript:alert(1)',
    'exa mple.com',
    'http://',
    'example.com:99999',
    '-foo.com',
    'a..b.com',
    // Control characters once the escapes are decoded: a database could not store the path (a NUL), or it could
    // split a line of a mail or a log.
    'example.com/a%00b',
    'example.com/%00',
    'https://example.com/a%0Ab',
    'example.com/%7F',
    'example.com/%C2%85',
    'exa%00mple.com',
  ])('%j is invalid', (input) => {
    expect(parseTarget(input)).toEqual({ ok: false, reason: 'invalid' });
  });
});
