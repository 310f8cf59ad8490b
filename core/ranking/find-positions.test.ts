import { describe, expect, it } from 'vitest';
import { findPositions, type RankedUrl } from './find-positions';
import { parseTarget, type Target } from './parse-target';

function target(input: string): Target {
  const parsed = parseTarget(input);
  if (!parsed.ok) throw new Error(`test target ${input} did not parse`);
  return parsed.target;
}

const serp = (urls: string[], offset = 0): RankedUrl[] => urls.map((url, i) => ({ position: offset + i + 1, url }));

describe('findPositions', () => {
  it('returns the best position, the matched URL and every other position in order', () => {
    const results = serp([
      'https://other.com/',
      'https://blog.example.com/a',
      'https://notexample.com/',
      'https://www.example.com/',
      'https://example.com.evil.io/',
      'https://example.com/pricing',
    ]);
    expect(findPositions(target('example.com'), results)).toEqual({
      rank: 2,
      matchedUrl: 'https://blog.example.com/a',
      otherPositions: [
        { rank: 4, url: 'https://www.example.com/' },
        { rank: 6, url: 'https://example.com/pricing' },
      ],
    });
  });

  it('narrows to the page when a path was typed', () => {
    const results = serp(['https://example.com/', 'https://example.com/pricing/?x=1', 'https://example.com/blog']);
    expect(findPositions(target('example.com/pricing'), results)).toEqual({
      rank: 2,
      matchedUrl: 'https://example.com/pricing/?x=1',
      otherPositions: [],
    });
  });

  it('is not found (rank 0) when nothing matches', () => {
    expect(findPositions(target('example.com'), serp(['https://a.com/', 'https://b.com/']))).toEqual({
      rank: 0,
      matchedUrl: null,
      otherPositions: [],
    });
    expect(findPositions(target('example.com'), [])).toEqual({ rank: 0, matchedUrl: null, otherPositions: [] });
  });

  it('sorts results given out of order and reports the unwrapped URL', () => {
    const results: RankedUrl[] = [
      { position: 57, url: 'https://example.com/late' },
      { position: 12, url: 'https://www.google.com/url?q=https://example.com/early&sa=U' },
      { position: 30, url: 'https://example.com/middle' },
    ];
    expect(findPositions(target('example.com'), results)).toEqual({
      rank: 12,
      matchedUrl: 'https://example.com/early',
      otherPositions: [
        { rank: 30, url: 'https://example.com/middle' },
        { rank: 57, url: 'https://example.com/late' },
      ],
    });
  });

  it('ignores positions outside 1..100 and counts a repeated position once', () => {
    const results: RankedUrl[] = [
      { position: 0, url: 'https://example.com/zero' },
      { position: 101, url: 'https://example.com/beyond' },
      { position: 2.5, url: 'https://example.com/fraction' },
      { position: 100, url: 'https://example.com/last' },
      { position: 100, url: 'https://example.com/last-again' },
    ];
    expect(findPositions(target('example.com'), results)).toEqual({
      rank: 100,
      matchedUrl: 'https://example.com/last',
      otherPositions: [],
    });
  });

  it('uses absolute positions from later pages', () => {
    const page10 = serp(['https://a.com/', 'https://b.com/', 'https://c.com/', 'https://d.com/', 'https://example.com/'], 90);
    expect(findPositions(target('example.com'), page10).rank).toBe(95);
  });
});
