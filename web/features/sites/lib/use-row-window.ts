import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Tables shorter than this render every row: windowing only pays off past a few hundred. */
export const WINDOW_FROM = 200;
/** Rows rendered above and below the screen, so a fast scroll rarely shows an empty band. */
const OVERSCAN = 10;
/** A row's height until one is measured (a keyword row with its sparkline). */
const ROW_HEIGHT = 56;
/**
 * Rows of a table's first render: a screenful. A long table measures its window next; a short one renders the
 * rest a frame later (below).
 */
const FIRST_RENDER = 24;

export interface RowWindow {
  start: number;
  end: number;
  /** Height of the rows left out above and below, for spacer rows that keep the scroll bar true. */
  before: number;
  after: number;
}

/**
 * The rows of a long table that are on screen or near it (the page scrolls, not the table). 2,000 rows rendered
 * at once freeze a slow phone for seconds on every sort, filter or selection; sixty do not.
 */
export function useRowWindow(count: number, body: RefObject<HTMLTableSectionElement | null>): RowWindow {
  const height = useRef(ROW_HEIGHT);
  const [range, setRange] = useState({ start: 0, end: Math.min(count, FIRST_RENDER) });
  const shortEnd = useShortTableEnd(count);
  useLayoutEffect(() => {
    if (count < WINDOW_FROM) return undefined;
    const update = () => {
      const element = body.current;
      if (!element) return;
      const measured = element.querySelector('tr[data-query-id]')?.getBoundingClientRect().height;
      if (measured) height.current = measured;
      const top = element.getBoundingClientRect().top;
      const start = Math.max(0, Math.min(count, Math.floor(-top / height.current) - OVERSCAN));
      const end = Math.max(start, Math.min(count, Math.ceil((window.innerHeight - top) / height.current) + OVERSCAN));
      setRange((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [count, body]);
  if (count < WINDOW_FROM) return { start: 0, end: shortEnd, before: 0, after: 0 };
  const end = Math.min(range.end, count);
  const start = Math.min(range.start, end);
  return { start, end, before: start * height.current, after: (count - end) * height.current };
}

/**
 * How many rows of a short table to render: all of them once it has settled, but a screenful first whenever it
 * gets a new number of rows (the first answer, a search, a filter), then a screenful more each frame. The browser
 * lays out and paints a hundred new rows in steps a slow phone does not feel, instead of freezing for all at
 * once; the rest arrive before anyone could scroll to them, and rows already there are not rendered again.
 */
function useShortTableEnd(count: number): number {
  const [progress, setProgress] = useState(() => ({ count, end: Math.min(count, FIRST_RENDER) }));
  const current = progress.count === count ? progress : { count, end: Math.min(count, FIRST_RENDER) };
  // Adjusting state while rendering, as React recommends for state that follows a prop: no extra commit.
  if (current !== progress) setProgress(current);
  useEffect(() => {
    if (current.end >= count) return undefined;
    // After this frame is painted: a timer set from the next animation frame runs once that frame is on screen.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setProgress({ count, end: current.end + FIRST_RENDER }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [current.end, count]);
  return Math.min(current.end, count);
}
