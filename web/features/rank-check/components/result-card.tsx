import type { ReactNode } from 'react';
import ExternalLink from 'lucide-react/icons/external-link';
import Lightbulb from 'lucide-react/icons/lightbulb';
import MapPinOff from 'lucide-react/icons/map-pin-off';
import type { RankCheckResult } from '../../../../contracts/rank-check';
import { performancePercentage } from '../../../../core/ranking/performance';
import { RANK_BANDS, rankBand } from '../../../../core/ranking/rank-band';
import { recommendationsFor } from '../../../../core/ranking/recommendations';
import { DEVICE_LABELS } from '../../../../core/search/devices';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { locationLabel } from '../../../../core/search/locations';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { BAR_CLASS, SOFT_CLASS, bandTone } from '../../../lib/band-tone';
import { DemoNotice } from './demo-notice';
import { LastChecked } from './last-checked';
import { SeoSnapshotPanel } from './seo-snapshot/seo-snapshot-panel';
import { SerpFeaturesPanel } from './serp-features-panel';
import { notFoundScope } from '../../../components/rank/not-found-text';
import { TrendSummary } from '../../../components/rank/trend-badge';

interface ResultCardProps {
  result: RankCheckResult;
  /** Rank of the previous check of the same query, null when there was none. */
  previousRank: number | null;
}

/** 'Your site was not found in the first 37 results: Bing had no more for this keyword (4 pages scanned).' */
function notFoundSentence(result: RankCheckResult): string {
  const ranOut = result.resultsScanned < 100 ? `: ${ENGINE_LABELS[result.searchEngine]} had no more for this keyword` : '';
  const pages = `${result.pagesScanned} ${result.pagesScanned === 1 ? 'page' : 'pages'} scanned`;
  return `Your site was not found in ${notFoundScope(result.resultsScanned)}${ranOut} (${pages}).`;
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-muted p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

export function ResultCard({ result, previousRank }: ResultCardProps) {
  const band = rankBand(result.rank);
  const tone = bandTone(band);
  const found = result.rank > 0;
  const performance = performancePercentage(result.rank);

  return (
    <Card aria-labelledby="result-title" role="region" className="overflow-hidden" data-band={band}>
      <CardHeader className="gap-3 border-b border-border">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id="result-title" className="text-lg font-semibold">
              Ranking result
            </h3>
            <p className="mt-1 text-sm break-words text-muted-foreground">
              “{result.keyword}” · {ENGINE_LABELS[result.searchEngine]} · {locationLabel(result.location)} ·{' '}
              {DEVICE_LABELS[result.device]}
            </p>
          </div>
          <Badge tone={tone} className="text-sm">
            {RANK_BANDS[band].label}
          </Badge>
        </div>
        {result.simulated ? <DemoNotice /> : null}
        {result.locationTargeting.note ? (
          <p className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground">
            <MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {result.locationTargeting.note}
          </p>
        ) : null}
      </CardHeader>

      <CardContent className="grid gap-6 pt-5 sm:pt-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <div
            className={cn('flex h-28 min-w-28 shrink-0 flex-col items-center justify-center self-start rounded-2xl px-4', SOFT_CLASS[tone])}
          >
            <span className="text-xs font-medium tracking-wide uppercase">Rank</span>
            <span className={cn('font-extrabold leading-none', found ? 'text-5xl' : 'text-center text-xl')}>
              {found ? `#${result.rank}` : 'Not found'}
            </span>
          </div>
          <dl className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-3">
            <Stat label="Page">{found ? result.page : '—'}</Stat>
            <Stat label="Type">
              <span className="capitalize">{result.type}</span>
            </Stat>
            <Stat label="Trend">
              <TrendSummary rank={result.rank} previousRank={previousRank} />
            </Stat>
          </dl>
        </div>

        {found && result.matchedUrl ? (
          <div>
            <h4 className="text-sm font-medium text-muted-foreground">Ranking URL</h4>
            <a
              href={result.matchedUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="mt-1 inline-flex max-w-full items-center gap-1 font-medium [overflow-wrap:anywhere] text-brand underline-offset-2 hover:underline"
            >
              {result.matchedUrl}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {notFoundSentence(result)}
          </p>
        )}

        {result.otherPositions.length > 0 ? (
          <div>
            <h4 className="text-sm font-medium text-muted-foreground">Also ranking at</h4>
            <ul className="mt-1 space-y-1 text-sm">
              {result.otherPositions.map((position) => (
                <li key={`${position.rank}-${position.url}`} className="flex gap-2">
                  <span className="font-semibold">#{position.rank}</span>
                  <span className="min-w-0 [overflow-wrap:anywhere] text-muted-foreground">{position.url}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <SerpFeaturesPanel result={result} />

        <div>
          <div className="mb-2 flex items-center justify-between text-sm">
            <h4 className="font-medium">Performance</h4>
            <span className="font-semibold">{performance}%</span>
          </div>
          <ProgressBar value={performance} label="Ranking performance" barClassName={BAR_CLASS[tone]} />
        </div>

        <div>
          <h4 className="flex items-center gap-2 font-semibold">
            <Lightbulb aria-hidden="true" className="size-4 text-brand" />
            Recommendations
          </h4>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground marker:text-brand">
            {recommendationsFor(result.rank).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>

        <SeoSnapshotPanel result={result} />

        <p className="text-xs text-muted-foreground">
          Last checked: <LastChecked checkedAt={result.checkedAt} />
        </p>
      </CardContent>
    </Card>
  );
}
