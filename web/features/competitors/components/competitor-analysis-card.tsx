import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import X from 'lucide-react/icons/x';
import type { RankCheckResult } from '../../../../contracts/rank-check';
import { siteKey } from '../../../../core/competitors/site-key';
import { compareWithCompetitors, type CompetitorComparison } from '../../../../core/ranking/compare-competitors';
import { rankBand } from '../../../../core/ranking/rank-band';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { bandTone } from '../../../lib/band-tone';
import { averageText, rankText } from '../lib/format';
import { TrackCompetitorButton } from './track-competitor-button';
import { useCompetitors } from '../api/competitors';

const VERDICT: Record<CompetitorComparison, { label: string; text: string; tone: BadgeTone }> = {
  ahead: { label: 'Ahead', text: "You rank better than your competitors' average.", tone: 'success' },
  behind: { label: 'Behind', text: "Your competitors' average position is better than yours.", tone: 'danger' },
  'not-found': { label: 'Not found', text: 'Your site is not in the top 100, so it trails every competitor found.', tone: 'neutral' },
  neutral: { label: 'Even', text: 'No difference to compare: even with the average, or no competitor was found.', tone: 'neutral' },
};

export type AnalysedCheck = Pick<RankCheckResult, 'rank' | 'keyword' | 'searchEngine' | 'location' | 'competitors'>;

function Bar({ label, width, className }: { label: string; width: number; className: string }) {
  return (
    <div className="flex items-center gap-3 text-xs">
      <span className="w-24 shrink-0 text-muted-foreground">{label}</span>
      <div className="h-2.5 flex-1 rounded-full bg-muted">
        <div className={`h-full rounded-full ${className}`} style={{ width: `${width}%` }} data-bar-width={width} />
      </div>
    </div>
  );
}

/**
 * Spec §2/§4/§9: the signed-in user's dismissible Competitor Analysis of a check — ahead, behind, not found or
 * even against the average of the competitors found (core/ranking compareWithCompetitors), the bars 60/40 — with
 * each competitor's rank and one click to track it. Nothing when the check had no competitors.
 */
export function CompetitorAnalysisCard({ check }: { check: AnalysedCheck }) {
  const [dismissed, setDismissed] = useState(false);
  const dismissedRef = useRef<HTMLParagraphElement>(null);
  const tracked = useCompetitors(check.competitors.length > 0);
  useEffect(() => {
    // The close button is gone with the card: the focus stays where it was, on a note saying so.
    if (dismissed) dismissedRef.current?.focus();
  }, [dismissed]);

  if (check.competitors.length === 0) return null;
  if (dismissed) {
    return (
      <p ref={dismissedRef} tabIndex={-1} className="sr-only">
        Competitor analysis dismissed.
      </p>
    );
  }
  const { comparison, average, barWidth } = compareWithCompetitors(check.rank, check.competitors.map((c) => c.rank));
  const verdict = VERDICT[comparison];
  const trackedKeys = new Set((tracked.data?.items ?? []).map((c) => siteKey(c.competitorUrl)));

  return (
    <Card role="region" aria-labelledby="competitor-analysis-title" data-comparison={comparison}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-3 sm:pb-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="competitor-analysis-title" className="text-lg font-semibold">
            Competitor Analysis
          </h3>
          <Badge tone={verdict.tone} data-verdict>
            {verdict.label}
          </Badge>
        </div>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label="Dismiss competitor analysis"
          className="flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{verdict.text}</p>
        <div className="grid gap-2" aria-hidden="true">
          <Bar label="You" width={barWidth} className="bg-brand" />
          <Bar label="Competitors" width={100 - barWidth} className="bg-neutral" />
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Your rank</dt>
            <dd className="font-semibold">{rankText(check.rank)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Competitors' average</dt>
            <dd className="font-semibold">{average === null ? 'None found' : averageText(average)}</dd>
          </div>
        </dl>
        <ul className="divide-y divide-border border-y border-border" aria-label="Competitors in this check">
          {check.competitors.map((competitor) => (
            <li key={competitor.url} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
              <span className="min-w-0 [overflow-wrap:anywhere]">{competitor.url}</span>
              <span className="flex shrink-0 items-center gap-2">
                {competitor.rank > 0 ? <span className="text-muted-foreground">Page {competitor.page}</span> : null}
                <Badge tone={bandTone(rankBand(competitor.rank))}>{rankText(competitor.rank)}</Badge>
                {tracked.isSuccess ? (
                  trackedKeys.has(siteKey(competitor.url)) ? (
                    <Badge tone="brand">Tracked</Badge>
                  ) : (
                    <TrackCompetitorButton url={competitor.url} check={check} />
                  )
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <Link to={paths.competitors} className="text-sm font-medium text-brand underline-offset-2 hover:underline">
          Manage your competitors
        </Link>
      </CardContent>
    </Card>
  );
}
