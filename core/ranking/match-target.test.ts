import { describe, expect, it } from 'vitest';
import { matchesTarget } from './match-target';
import { parseTarget, type Target } from './parse-target';

function target(input: string): Target {
  const parsed = parseTarget(input);
  if (!parsed.ok) throw new Error(`test target ${input} did not parse`);
  return parsed.target;
}

// [what the user typed, result URL returned by the engine, should it count]
const cases: [string, string, boolean][] = [
  // Whole site: the registrable domain bare or with www.
  ['example.com', 'https://example.com/', true],
  ['example.com', 'https://www.example.com/pricing', true],
  ['example.com', 'http://blog.example.com/post/1', true],
  ['example.com', 'https://m.example.com', true],
  ['example.com', 'https://a.b.example.com/x?y=1#z', true],
  ['www.example.com', 'https://shop.example.com/', true],
  ['https://www.example.com/', 'http://example.com', true],
  ['example.com', 'HTTPS://WWW.EXAMPLE.COM/About', true],
  ['example.com', 'ftp://example.com/file', true],
  ['example.com', 'https://example.com:8443/', true],
  ['example.com', 'https://example.com./', true],
  ['example.com', '//example.com/x', true],
  ['example.com', 'example.com/no-scheme', true],
  // Look-alikes never match a site.
  ['example.com', 'https://notexample.com/', false],
  ['example.com', 'https://example.com.evil.io/', false],
  ['example.com', 'https://example.co/', false],
  ['example.com', 'https://example.com-foo.net/', false],
  ['example.com', 'https://www.example.org/', false],
  ['example.com', 'https://evil.io/?u=https://example.com/', false],
  ['example.com', 'https://evil.io/example.com', false],
  ['example.com', 'https://example.com@evil.io/', false],
  ['example.com', 'not a url', false],
  ['example.com', '', false],
  // Subdomain: that host and its www. form only.
  ['blog.example.com', 'https://blog.example.com/post', true],
  ['blog.example.com', 'https://www.blog.example.com/', true],
  ['www.blog.example.com', 'http://blog.example.com', true],
  ['blog.example.com', 'https://example.com/blog', false],
  ['blog.example.com', 'https://www.example.com/', false],
  ['blog.example.com', 'https://shop.example.com/', false],
  ['blog.example.com', 'https://dev.blog.example.com/', false],
  ['blog.example.com', 'https://myblog.example.com/', false],
  // A page: same host (www folded) and path; trailing slash, query, fragment and scheme ignored.
  ['example.com/pricing', 'https://example.com/pricing', true],
  ['example.com/pricing', 'http://www.example.com/pricing/', true],
  ['example.com/pricing', 'https://example.com/pricing?plan=pro#faq', true],
  ['https://www.example.com/pricing/', 'https://example.com/pricing', true],
  ['example.com/pricing', 'https://example.com/', false],
  ['example.com/pricing', 'https://example.com/pricing/enterprise', false],
  ['example.com/pricing', 'https://example.com/pricing-old', false],
  ['example.com/pricing', 'https://blog.example.com/pricing', false],
  ['example.com/pricing', 'https://example.com/Pricing', false],
  ['example.com/pricing', 'https://notexample.com/pricing', false],
  ['bücher.de/über', 'https://xn--bcher-kva.de/%C3%BCber', true],
  ['bücher.de/über', 'https://www.bücher.de/%c3%bcber/', true],
  // IDN and punycode are the same host.
  ['bücher.de', 'https://xn--bcher-kva.de/katalog', true],
  ['xn--bcher-kva.de', 'https://www.bücher.de/', true],
  ['https://BÜCHER.de/', 'https://shop.xn--bcher-kva.de/', true],
  ['bücher.de', 'https://buecher.de/', false],
  ['пример.рф', 'https://xn--e1afmkfd.xn--p1ai/', true],
  // Public Suffix List private section: each github.io user is a site of its own.
  ['alice.github.io', 'https://alice.github.io/project/', true],
  ['alice.github.io', 'https://bob.github.io/', false],
  ['alice.github.io', 'https://github.io/', false],
  ['www.alice.github.io', 'https://alice.github.io/', true],
  ['github.io', 'https://github.io/', true],
  ['github.io', 'https://alice.github.io/', false],
  ['example.co.uk', 'https://www.example.co.uk/', true],
  ['example.co.uk', 'https://other.co.uk/', false],
  // Provider wrappers are unwrapped before comparing.
  ['example.com', 'https://www.google.com/url?q=https://www.example.com/pricing&sa=U', true],
  ['example.com', '/url?q=https://example.com/&sa=U', true],
  ['example.com/pricing', 'https://www.bing.com/ck/a?!&&p=abc&u=a1aHR0cHM6Ly93d3cuZXhhbXBsZS5jb20vcHJpY2luZz9hPTE&ntb=1', true],
  ['example.com', 'https://www.bing.com/ck/a?!&&p=abc&u=a1aHR0cHM6Ly9ub3RleGFtcGxlLmNvbS8&ntb=1', false],
  ['example.com', 'https://duckduckgo.com/l/?uddg=https%3A%2F%2Fexample.com%2F&rut=x', true],
  ['example.com', 'https://r.search.yahoo.com/_ylt=A/RV=2/RE=1/RO=10/RU=https%3a%2f%2fwww.example.com%2f/RK=2/RS=x-', true],
  ['google.com', 'https://www.google.com/url?q=https://example.com/', false],
];

describe('matchesTarget', () => {
  it.each(cases)('%s vs %s -> %s', (typed, resultUrl, expected) => {
    expect(matchesTarget(target(typed), resultUrl)).toBe(expected);
  });
});
