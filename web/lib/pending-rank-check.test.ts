import { describe, expect, it } from 'vitest';
import {
  PENDING_CHECK_KEY,
  PENDING_CHECK_MAX_AGE_MS,
  hasPendingCheck,
  readPendingCheck,
  savePendingCheck,
  takePendingCheck,
} from './pending-rank-check';

const form = {
  websiteUrl: 'example.com',
  keyword: 'running shoes',
  location: 'gb',
  searchEngine: 'google',
  device: 'desktop',
  competitorUrls: ['rival.com', '', '  '],
} as const;
const savedAt = new Date('2026-03-01T12:00:00.000Z');
const after = (ms: number) => new Date(savedAt.getTime() + ms);

describe('pending rank check', () => {
  it("is saved under 'pendingRankCheck' with the spec's fields and no blank competitors", () => {
    savePendingCheck({ ...form, competitorUrls: [...form.competitorUrls] }, savedAt);
    expect(JSON.parse(window.localStorage.getItem(PENDING_CHECK_KEY) ?? 'null')).toEqual({
      websiteUrl: 'example.com',
      keyword: 'running shoes',
      location: 'gb',
      searchEngine: 'google',
      device: 'desktop',
      competitorUrls: ['rival.com'],
      timestamp: savedAt.getTime(),
    });
  });

  it.each([
    ['just saved', 0, true],
    ['59 minutes later', 59 * 60_000, true],
    ['1 ms before the hour', PENDING_CHECK_MAX_AGE_MS - 1, true],
    ['exactly 1 hour later', PENDING_CHECK_MAX_AGE_MS, false],
    ['2 hours later', 2 * PENDING_CHECK_MAX_AGE_MS, false],
    ['a clock earlier than the save', -60_000, false],
  ])('%s: usable = %s', (_, elapsed, usable) => {
    savePendingCheck({ ...form, competitorUrls: [] }, savedAt);
    expect(hasPendingCheck(after(elapsed))).toBe(usable);
    expect(readPendingCheck(after(elapsed)) !== null).toBe(usable);
  });

  it('take returns a fresh check once and removes it', () => {
    savePendingCheck({ ...form, competitorUrls: [] }, savedAt);
    expect(takePendingCheck(after(1000))?.keyword).toBe('running shoes');
    expect(window.localStorage.getItem(PENDING_CHECK_KEY)).toBeNull();
    expect(takePendingCheck(after(1000))).toBeNull();
  });

  it('take discards an expired check', () => {
    savePendingCheck({ ...form, competitorUrls: [] }, savedAt);
    expect(takePendingCheck(after(PENDING_CHECK_MAX_AGE_MS + 1))).toBeNull();
    expect(window.localStorage.getItem(PENDING_CHECK_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no keyword', JSON.stringify({ websiteUrl: 'a.com', keyword: ' ', timestamp: savedAt.getTime() })],
    ['no timestamp', JSON.stringify({ websiteUrl: 'a.com', keyword: 'shoes' })],
    ['a string', JSON.stringify('a.com')],
  ])('ignores a stored value that is %s', (_, raw) => {
    window.localStorage.setItem(PENDING_CHECK_KEY, raw);
    expect(readPendingCheck(after(1000))).toBeNull();
  });

  it('falls back to Google and the default location for unknown values', () => {
    window.localStorage.setItem(
      PENDING_CHECK_KEY,
      JSON.stringify({ websiteUrl: 'a.com', keyword: 'shoes', location: 'xx', searchEngine: 'altavista', timestamp: savedAt.getTime() }),
    );
    expect(readPendingCheck(after(1000))).toMatchObject({ location: 'us', searchEngine: 'google', device: 'desktop', competitorUrls: [] });
  });
});
