/** Which sides of a sideways scroller hide content: `before` is scrolled past, `after` is still to come. */
export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

export const NO_OVERFLOW: ScrollEdges = { before: false, after: false };

/**
 * Reads a scroller's position. Browsers report fractional widths and positions at some zoom levels, so a
 * pixel of slack counts as the edge; a right-to-left scroller reports negative positions, hence the abs.
 * @example scrollEdges({ scrollLeft: 0, scrollWidth: 600, clientWidth: 320 }) // { before: false, after: true }
 */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollEdges {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= 1) return NO_OVERFLOW;
  const scrolled = Math.abs(scrollLeft);
  return { before: scrolled > 1, after: scrolled < hidden - 1 };
}
