import { describe, expect, it } from 'vitest';
import { scrollEdges } from './scroll-edges';

describe('scrollEdges', () => {
  it.each([
    ['fits', { scrollLeft: 0, scrollWidth: 320, clientWidth: 320 }, { before: false, after: false }],
    ['fits but for a rounding pixel', { scrollLeft: 0, scrollWidth: 321, clientWidth: 320 }, { before: false, after: false }],
    ['wider, at the start', { scrollLeft: 0, scrollWidth: 600, clientWidth: 320 }, { before: false, after: true }],
    ['wider, in the middle', { scrollLeft: 100, scrollWidth: 600, clientWidth: 320 }, { before: true, after: true }],
    ['wider, at the end', { scrollLeft: 280, scrollWidth: 600, clientWidth: 320 }, { before: true, after: false }],
    ['wider, at the end but for a fraction', { scrollLeft: 279.5, scrollWidth: 600, clientWidth: 320 }, { before: true, after: false }],
    ['right to left, at the start', { scrollLeft: 0, scrollWidth: 600, clientWidth: 320 }, { before: false, after: true }],
    ['right to left, scrolled', { scrollLeft: -100, scrollWidth: 600, clientWidth: 320 }, { before: true, after: true }],
  ])('%s', (_, scroller, edges) => {
    expect(scrollEdges(scroller)).toEqual(edges);
  });
});
