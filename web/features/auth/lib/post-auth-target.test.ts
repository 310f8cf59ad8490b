import { describe, expect, it } from 'vitest';
import { savePendingCheck } from '../../../lib/pending-rank-check';
import { loginPathFor, postAuthTarget, safeNextPath } from './post-auth-target';

describe('safeNextPath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/dashboard?tab=1#x', '/dashboard?tab=1#x'],
    ['//evil.example/path', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['settings', null],
    ['/login', null],
    ['/signup?from=x', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('postAuthTarget', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');

  it('goes to the dashboard by default and to the page the visitor came from', () => {
    expect(postAuthTarget(null, now)).toBe('/dashboard');
    expect(postAuthTarget('/settings', now)).toBe('/settings');
  });

  it('goes home when a pending rank check waits, whatever the next page', () => {
    savePendingCheck({ websiteUrl: 'a.com', keyword: 'shoes', location: 'us', searchEngine: 'google', device: 'desktop', competitorUrls: [] }, now);
    expect(postAuthTarget('/settings', new Date(now.getTime() + 1000))).toBe('/');
  });

  it('ignores an expired pending check', () => {
    savePendingCheck({ websiteUrl: 'a.com', keyword: 'shoes', location: 'us', searchEngine: 'google', device: 'desktop', competitorUrls: [] }, now);
    expect(postAuthTarget(null, new Date(now.getTime() + 2 * 3_600_000))).toBe('/dashboard');
  });

  it('builds the login address of a protected page', () => {
    expect(loginPathFor({ pathname: '/settings', search: '?a=1', hash: '' })).toBe('/login?next=%2Fsettings%3Fa%3D1');
  });
});
