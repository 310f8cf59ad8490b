import { describe, expect, it } from 'vitest';
import { unwrapResultUrl } from './unwrap-result-url';

describe('unwrapResultUrl', () => {
  it.each([
    ['https://www.google.com/url?q=https://www.example.com/pricing&sa=U&ved=x', 'https://www.example.com/pricing'],
    ['https://www.google.co.uk/url?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1&rct=j', 'https://example.com/a?b=1'],
    ['https://google.com.au/url?q=http://example.com/', 'http://example.com/'],
    ['/url?q=https://example.com/&sa=U', 'https://example.com/'],
    [
      'https://www.bing.com/ck/a?!&&p=abc&u=a1aHR0cHM6Ly93d3cuZXhhbXBsZS5jb20vcHJpY2luZz9hPTE&ntb=1',
      'https://www.example.com/pricing?a=1',
    ],
    ['https://www.bing.com/ck/a?!&&p=abc&u=a1aHR0cHM6Ly9iw7xjaGVyLmRlL8O8YmVy&ntb=1', 'https://bücher.de/über'],
    ['https://duckduckgo.com/l/?uddg=https%3A%2F%2Fexample.com%2Fpage&rut=abc', 'https://example.com/page'],
    [
      'https://r.search.yahoo.com/_ylt=Awr/RV=2/RE=1700000000/RO=10/RU=https%3a%2f%2fwww.example.com%2fdocs%2f/RK=2/RS=abc-',
      'https://www.example.com/docs/',
    ],
    ['https://yandex.ru/clck/jsredir?from=yandex.ru&url=https%3A%2F%2Fexample.ru%2F', 'https://example.ru/'],
    ['https://www.baidu.com/link?url=https%3A%2F%2Fexample.cn%2F', 'https://example.cn/'],
    // A Google redirect to a Bing redirect: both layers come off.
    [
      'https://www.google.com/url?q=' +
        encodeURIComponent('https://www.bing.com/ck/a?u=a1aHR0cHM6Ly93d3cuZXhhbXBsZS5jb20vcHJpY2luZz9hPTE'),
      'https://www.example.com/pricing?a=1',
    ],
  ])('%s -> %s', (wrapped, target) => {
    expect(unwrapResultUrl(wrapped)).toBe(target);
  });

  it.each([
    'https://example.com/url?q=https://other.com/',
    'https://www.google.com/search?q=https://example.com/',
    'https://google.com.evil.io/url?q=https://example.com/',
    'https://www.google.com/url?q=javascript:alert(1)',
    'https://www.bing.com/ck/a?u=a1!!!notbase64',
    'https://www.bing.com/ck/a?u=a1_w',
    // Baidu and Yandex usually encrypt the target: nothing to unwrap.
    'https://www.baidu.com/link?url=Xk3e9Pq0aZ',
    'https://yandex.ru/clck/jsredir?data=encrypted&sign=abc',
    'https://en.wikipedia.org/wiki/Coffee',
    'not a url',
    '',
  ])('%s stays as it is', (url) => {
    expect(unwrapResultUrl(url)).toBe(url);
  });
});
