import type { CompetitorResult } from '../../../../contracts/rank-check';
import { compareWithCompetitors, type CompetitorComparison as Comparison } from '../../../../core/ranking/compare-competitors';
import { rankBand } from '../../../../core/ranking/rank-band';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { bandTone } from '../../../lib/band-tone';

const VERDICT: Record<Comparison, { label: string; text: string; tone: BadgeTone }> = {
  ahead: { label: 'Ahead', text: "You rank better than your competitors' average.", tone: 'success' },
  behind: { label: 'Behind', text: "Your competitors' average position is better than yours.", tone: 'danger' },
  'not-found': { label: 'Not found', text: 'Your site is not in the top 100, so it trails every competitor found.', tone: 'neutral' },
  neutral: { label: 'Even', text: 'No difference to compare: even with the average, or no competitor was found.', tone: 'neutral' },
};

const rankText = (rank: number) => (rank > 0 ? `#${rank}` : 'Not found');

/** Your rank versus the average of your competitors' ranks, with the spec's 60/40 bar. */
export function CompetitorComparison({ rank, competitors }: { rank: number; competitors: CompetitorResult[] }) {
  const { comparison, average, barWidth } = compareWithCompetitors(rank, competitors.map((c) => c.rank));
  const verdict = VERDICT[comparison];
  return (
    <section aria-labelledby="competitors-title" className="rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="competitors-title" className="font-semibold">
          Competitor comparison
        </h4>
        <Badge tone={verdict.tone} data-comparison={comparison}>
          {verdict.label}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{verdict.text}</p>

      <div className="mt-4 space-y-2" aria-hidden="true">
        <div className="flex items-center gap-3 text-xs">
          <span className="w-24 shrink-0 text-muted-foreground">You</span>
          <div className="h-2.5 flex-1 rounded-full bg-muted">
            <div className="h-full rounded-full bg-brand" style={{ width: `${barWidth}%` }} />
          </div>
        </div>
        <div className="flex items-center gap-3 text-xs">
          <span className="w-24 shrink-0 text-muted-foreground">Competitors</span>
          <div className="h-2.5 flex-1 rounded-full bg-muted">
            <div className="h-full rounded-full bg-neutral" style={{ width: `${100 - barWidth}%` }} />
          </div>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Your rank</dt>
          <dd className="font-semibold">{rankText(rank)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Competitors' average</dt>
          <dd className="font-semibold">{average === null ? 'None found' : `#${average.toFixed(1).replace(/\.0$/, '')}`}</dd>
        </div>
      </dl>

      <ul className="mt-4 divide-y divide-border border-t border-border">
        {competitors.map((competitor) => (
          <li key={competitor.url} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span className="min-w-0 truncate" title={competitor.url}>
              {competitor.url}
            </span>
            <span className="flex shrink-0 items-center gap-2">
              {competitor.rank > 0 ? <span className="text-muted-foreground">Page {competitor.page}</span> : null}
              <Badge tone={bandTone(rankBand(competitor.rank))}>{rankText(competitor.rank)}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
