import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import MoveHorizontal from 'lucide-react/icons/move-horizontal';
import { cn } from '../../../lib/cn';
import { NO_OVERFLOW, scrollEdges, type ScrollEdges } from '../lib/scroll-edges';

const fade =
  'pointer-events-none absolute inset-y-0 w-12 from-card via-card/70 to-transparent transition-opacity duration-150 motion-reduce:transition-none';

/**
 * A report table that may be wider than a phone. While it is, the side it can still scroll to fades out, so
 * the cut edge reads as "more this way" rather than as the end of the table, and the scroller becomes a
 * named region that keyboard users can focus and scroll with the arrow keys. When the table fits there is
 * nothing to announce and no tab stop. It bleeds to the card's edges (the card's padding is undone).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NO_OVERFLOW);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const update = () =>
      setEdges((current) => {
        const next = scrollEdges(element);
        return next.before === current.before && next.after === current.after ? current : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    // The table's width changes with the viewport and with its rows, neither of which scrolls.
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resize?.observe(element);
    if (element.firstElementChild) resize?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);

  const overflowing = edges.before || edges.after;
  return (
    <div className="-mx-5 sm:-mx-6">
      {overflowing ? (
        // Said in words as well: a faded edge alone is easy to miss. The region's name tells screen readers.
        <p aria-hidden="true" className="flex items-center gap-1.5 px-5 pb-2 text-xs text-muted-foreground sm:px-6">
          Scroll sideways to see every column
          <MoveHorizontal className="size-3.5" />
        </p>
      ) : null}
      {/* The focus ring is the wrapper's, outside the fades that would cover the scroller's own. */}
      <div className="relative has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
        <div
          ref={scroller}
          // relative: screen-reader-only text inside the table is positioned within the scroller, not the page.
          className="relative overflow-x-auto focus-visible:outline-none"
          {...(overflowing ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
          data-overflow={overflowing ? [edges.before && 'before', edges.after && 'after'].filter(Boolean).join(' ') : undefined}
        >
          {children}
        </div>
        <div aria-hidden="true" className={cn(fade, 'left-0 bg-linear-to-r', edges.before ? 'opacity-100' : 'opacity-0')} />
        <div aria-hidden="true" className={cn(fade, 'right-0 bg-linear-to-l', edges.after ? 'opacity-100' : 'opacity-0')} />
      </div>
    </div>
  );
}
