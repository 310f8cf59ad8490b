/** The colour of the mark on a check whose AI Overview cited the site. */
export const CITED_COLOUR = 'var(--success)';

/** A diamond around a point: marks an AI Overview citation, apart from the round dots of ranks. */
export const citedMarkPath = (cx: number, cy: number, size = 7) => `M${cx},${cy - size}L${cx + size},${cy}L${cx},${cy + size}L${cx - size},${cy}Z`;

/** A chart dot (recharts passes cx and cy) for a check whose AI Overview cited the site. */
export function CitedMark({ cx, cy }: { cx?: number; cy?: number }) {
  if (cx === undefined || cy === undefined) return null;
  return <path d={citedMarkPath(cx, cy)} fill="none" stroke={CITED_COLOUR} strokeWidth={2} />;
}

/** The mark as it reads in a legend. */
export function CitedLegendMark() {
  return (
    <svg aria-hidden="true" width="16" height="16" className="shrink-0">
      <path d={citedMarkPath(8, 8, 6)} fill="none" stroke={CITED_COLOUR} strokeWidth={2} />
    </svg>
  );
}
