import { describe, expect, it } from 'vitest';
import { normalizePath, readUrl } from './read-url';

describe('normalizePath', () => {
  it.each([
    ['/', ''],
    ['', ''],
    ['/pricing', '/pricing'],
    ['/pricing/', '/pricing'],
    ['/pricing//', '/pricing'],
    ['/Pricing', '/Pricing'],
    ['/%C3%BCber', '/über'],
    ['/%c3%bcber/', '/über'],
    ['/100%', '/100%'],
  ])('%j -> %j', (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });
});

describe('readUrl', () => {
  it.each([
    ['example.com', { scheme: 'http', host: 'example.com', path: '', hasUserInfo: false }],
    ['HTTPS://WWW.Example.COM.:8443/A/?q#f', { scheme: 'https', host: 'www.example.com', path: '/A', hasUserInfo: false }],
    ['//bücher.de/x', { scheme: 'http', host: 'xn--bcher-kva.de', path: '/x', hasUserInfo: false }],
    ['ftp://files.example.com/f', { scheme: 'ftp', host: 'files.example.com', path: '/f', hasUserInfo: false }],
    ['https://me:pw@example.com', { scheme: 'https', host: 'example.com', path: '', hasUserInfo: true }],
  ])('%j', (input, expected) => {
    expect(readUrl(input)).toEqual(expected);
  });

  it.each(['', '  ', 'exa mple.com', 'http://', 'example.com:99999'])('%j is unreadable', (input) => {
    expect(readUrl(input)).toBeNull();
  });
});
