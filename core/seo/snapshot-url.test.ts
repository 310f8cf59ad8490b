import { describe, expect, it } from 'vitest';
import { snapshotUrlFor } from './snapshot-url';

describe('snapshotUrlFor', () => {
  it.each<[string, { matchedUrl: string | null; rank: number; websiteUrl: string }, string | null]>([
    ['the ranking URL when found', { matchedUrl: 'https://www.example.com/shoes?id=1', rank: 4, websiteUrl: 'example.com' }, 'https://www.example.com/shoes?id=1'],
    ['the home page when not found', { matchedUrl: null, rank: 0, websiteUrl: 'example.com' }, 'https://example.com/'],
    ['the home page when a URL is given without a rank', { matchedUrl: 'https://example.com/a', rank: 0, websiteUrl: 'example.com' }, 'https://example.com/'],
    ['the home page when the ranking URL is empty', { matchedUrl: '', rank: 3, websiteUrl: 'example.com' }, 'https://example.com/'],
    ['the home page when the ranking URL is not a web address', { matchedUrl: 'ftp://example.com/a', rank: 3, websiteUrl: 'example.com' }, 'https://example.com/'],
    ['an explicit http scheme and port kept', { matchedUrl: null, rank: 0, websiteUrl: 'HTTP://Shop.Example.com:8080/blog/post?x=1#top' }, 'http://shop.example.com:8080/'],
    ['a port without a scheme kept', { matchedUrl: null, rank: 0, websiteUrl: 'example.com:8443' }, 'https://example.com:8443/'],
    ['the default port dropped', { matchedUrl: null, rank: 0, websiteUrl: 'https://example.com:443' }, 'https://example.com/'],
    ['www kept as typed', { matchedUrl: null, rank: 0, websiteUrl: ' WWW.Example.COM/blog ' }, 'https://www.example.com/'],
    ['credentials dropped', { matchedUrl: null, rank: 0, websiteUrl: 'https://user:secret@example.com/' }, 'https://example.com/'],
    ['a scheme-relative address', { matchedUrl: null, rank: 0, websiteUrl: '//example.com/a' }, 'https://example.com/'],
    ['an IDN host in its ASCII form', { matchedUrl: null, rank: 0, websiteUrl: 'bücher.de' }, 'https://xn--bcher-kva.de/'],
    ['null for an empty address', { matchedUrl: null, rank: 0, websiteUrl: '   ' }, null],
    ['null for another scheme', { matchedUrl: null, rank: 0, websiteUrl: 'ftp://example.com' }, null],
    ['null for an unreadable address', { matchedUrl: null, rank: 0, websiteUrl: 'exa mple.com' }, null],
  ])('%s', (_case, result, expected) => {
    expect(snapshotUrlFor(result)).toBe(expected);
  });
});
