import { describe, expect, it } from 'vitest';
import { readBaiduEntry, readDisplayedLink } from './read-baidu-entry';

describe('readDisplayedLink (Baidu displayed_link forms)', () => {
  it.each([
    ['https://www.starbucks.com/coffee', { url: 'https://www.starbucks.com/coffee', partial: false }],
    ['zh.wikipedia.org/wiki/咖啡', { url: 'http://zh.wikipedia.org/wiki/%E5%92%96%E5%95%A1', partial: false }],
    ['www.coffeereview.cn/guide/begin...', { url: 'http://www.coffeereview.cn/guide/begin', partial: true }],
    ['www.coffeereview.cn/guide/begin…', { url: 'http://www.coffeereview.cn/guide/begin', partial: true }],
    ['www.example.com/...', { url: 'http://www.example.com/', partial: true }],
    ['https://www.example.com › guide › beans', { url: 'https://www.example.com/', partial: true }],
    ['www.example.com/news 2025-03-01', { url: 'http://www.example.com/news', partial: false }],
    ['example.com', { url: 'http://example.com/', partial: false }],
    ['百度百科', null],
    ['知乎', null],
    ['www.coffeerev...', null],
    ['Coffee Review', null],
    ['', null],
  ] as const)('%s', (displayed, expected) => {
    expect(readDisplayedLink(displayed)).toEqual(expected);
  });
});

describe('readBaiduEntry', () => {
  const link = 'http://www.baidu.com/link?url=abc';
  it('takes a direct link when SerpApi gives one', () => {
    expect(readBaiduEntry({ link: 'https://example.com/a', displayed_link: 'example.com/a', title: 'A' })).toEqual({ url: 'https://example.com/a', title: 'A' });
  });
  it('keeps the redirect with what displayed_link tells', () => {
    expect(readBaiduEntry({ link, displayed_link: 'www.a.cn/x...', title: 'A' })).toEqual({ url: 'http://www.a.cn/x', partial: true, title: 'A', redirect: link });
    expect(readBaiduEntry({ link, displayed_link: '百度百科', title: 'B' })).toEqual({ url: null, title: 'B', redirect: link });
    expect(readBaiduEntry({ title: 'C' })).toEqual({ url: null, title: 'C' });
  });
});
