import { MAX_RANK } from '../../../../core/search/paging';

interface SparklineProps {
  points: readonly { day: string; rank: number }[];
  /** Spoken instead of the drawing. */
  label: string;
}

/** The days of a compact sparkline that had a check, with their dates. */
export function sparklinePoints(sparkline: { from: string; ranks: readonly (number | null)[] }): { day: string; rank: number }[] {
  const start = Date.parse(`${sparkline.from}T00:00:00Z`);
  return sparkline.ranks.flatMap((rank, index) => (rank === null ? [] : [{ day: new Date(start + index * 86_400_000).toISOString().slice(0, 10), rank }]));
}

const WIDTH = 84;
const HEIGHT = 24;

/** y of a rank on a log scale (the first page gets most of the height); not found sits on the bottom line. */
const yOf = (rank: number) => (rank > 0 ? 2 + ((HEIGHT - 4) * Math.log(rank)) / Math.log(MAX_RANK) : HEIGHT - 1);

/**
 * The last 30 days of a query's rank in a cell: a small line, higher is better, gaps where the site was not
 * found. Plain SVG: hundreds of rows draw it, so no chart library per cell.
 */
export function Sparkline({ points, label }: SparklineProps) {
  if (points.length < 2) return <span className="text-xs text-muted-foreground">{points.length === 1 ? 'One check' : '—'}</span>;
  const first = new Date(`${points[0]?.day ?? ''}T00:00:00Z`).getTime();
  const last = new Date(`${points[points.length - 1]?.day ?? ''}T00:00:00Z`).getTime();
  const xOf = (day: string) => (last === first ? WIDTH / 2 : 1 + ((WIDTH - 2) * (new Date(`${day}T00:00:00Z`).getTime() - first)) / (last - first));
  // Runs of found ranks are drawn as separate lines: a line across a day not found would invent ranks.
  const runs: string[] = [];
  let current = '';
  for (const point of points) {
    if (point.rank > 0) current += `${current ? 'L' : 'M'}${xOf(point.day).toFixed(1)},${yOf(point.rank).toFixed(1)}`;
    else if (current) {
      runs.push(current);
      current = '';
    }
  }
  if (current) runs.push(current);
  const end = points[points.length - 1];
  return (
    <svg role="img" aria-label={label} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="overflow-visible">
      <title>{label}</title>
      {runs.map((d) => (
        <path key={d} d={d} fill="none" stroke="var(--brand)" strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
      ))}
      {end ? <circle cx={xOf(end.day)} cy={yOf(end.rank)} r={2} fill={end.rank > 0 ? 'var(--brand)' : 'var(--muted-foreground)'} /> : null}
    </svg>
  );
}
