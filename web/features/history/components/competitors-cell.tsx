import type { HistoryEntry } from '../../../../contracts/history';

/** Up to three competitors as 'rival.com #4', compact enough for a table cell. */
export function CompetitorsCell({ competitors }: { competitors: HistoryEntry['competitors'] }) {
  if (competitors.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="grid gap-0.5 text-xs">
      {competitors.map((competitor) => (
        <li key={competitor.url} className="flex items-baseline gap-1.5">
          <span className="max-w-[7rem] truncate text-muted-foreground" title={competitor.url}>
            {competitor.url}
          </span>
          <span className="shrink-0 font-semibold">{competitor.rank > 0 ? `#${competitor.rank}` : 'Not found'}</span>
        </li>
      ))}
    </ul>
  );
}
