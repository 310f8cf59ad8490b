import type { ReactNode } from 'react';
import type { TableSort, TrackedQueryRow } from '../../../../contracts/tracking';
import { DEVICE_LABELS } from '../../../../core/search/devices';
import { AI_ANSWER_LABELS } from '../../../../core/search/ai-answers';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { SERP_FEATURE_LABELS } from '../../../../core/search/serp-features';
import { rankBand } from '../../../../core/ranking/rank-band';
import { AiOverviewStatus } from '../../../components/rank/ai-overview-status';
import { Badge } from '../../../components/ui/badge';
import { SOFT_CLASS, bandTone } from '../../../lib/band-tone';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { changeView, rankText, urlPath } from '../lib/format-tracking';
import { Sparkline, sparklinePoints } from './sparkline';

/** From which width a column shows: the narrowest screens keep the keyword, its rank and its change. */
type ShownFrom = 'always' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';

const SHOWN: Record<ShownFrom, string> = {
  always: '',
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
  '2xl': 'hidden 2xl:table-cell',
};

export interface CellContext {
  now: Date;
  locationLabel: (code: string) => string;
}

/**
 * A column of the keyword table. Every column is declared here, once: its header, how it sorts, from which width
 * it shows and how a row's cell reads.
 */
export interface KeywordColumn {
  id: string;
  header: string;
  sort?: TableSort;
  shownFrom: ShownFrom;
  className?: string;
  cell: (row: TrackedQueryRow, context: CellContext) => ReactNode;
}

function RankBadge({ rank }: { rank: number | null }) {
  if (rank === null) return <span className="text-sm text-muted-foreground">Not checked yet</span>;
  return (
    <span className={cn('inline-flex h-7 min-w-11 items-center justify-center rounded-md px-2 text-sm font-bold whitespace-nowrap', SOFT_CLASS[bandTone(rankBand(rank))])}>
      {rankText(rank)}
    </span>
  );
}

function ChangeCell({ row }: { row: TrackedQueryRow }) {
  const view = changeView(row);
  if (view.direction === 'none') return <span title={view.label} className="text-sm text-muted-foreground">{view.text}<span className="sr-only"> ({view.label})</span></span>;
  return (
    <Badge tone={view.tone} title={view.label} className="font-semibold tabular-nums">
      <span aria-hidden="true">{view.direction === 'up' ? '▲' : '▼'} </span>
      {view.text}
      <span className="sr-only"> ({view.label})</span>
    </Badge>
  );
}

export const COLUMNS: readonly KeywordColumn[] = [
  {
    id: 'where',
    header: 'Engine',
    sort: 'engine',
    shownFrom: 'md',
    cell: (row, { locationLabel }) => (
      <>
        <span className="block whitespace-nowrap">{ENGINE_LABELS[row.searchEngine]}</span>
        <span className="block text-xs whitespace-nowrap text-muted-foreground">
          {locationLabel(row.location)} · {DEVICE_LABELS[row.device]}
        </span>
      </>
    ),
  },
  { id: 'rank', header: 'Rank', sort: 'rank', shownFrom: 'always', cell: (row) => <RankBadge rank={row.rank} /> },
  { id: 'change', header: 'Change', sort: 'change', shownFrom: 'always', cell: (row) => <ChangeCell row={row} /> },
  {
    id: 'best',
    header: 'Best',
    sort: 'best',
    shownFrom: 'lg',
    cell: (row) => <span className="text-sm tabular-nums">{row.bestRank === null ? '—' : `#${row.bestRank}`}</span>,
  },
  {
    id: 'trend',
    header: '30 days',
    shownFrom: 'sm',
    cell: (row) => {
      const points = sparklinePoints(row.sparkline);
      return <Sparkline points={points} label={`Rank over 30 days: ${points.map((point) => (point.rank > 0 ? `#${point.rank}` : 'not found')).join(', ') || 'no checks'}`} />;
    },
  },
  {
    id: 'ai',
    header: 'AI Overview',
    sort: 'citation',
    shownFrom: 'lg',
    cell: (row) => (
      <>
        <AiOverviewStatus overview={row.aiOverview} engine={row.searchEngine} />
        {row.aiAnswers.length > 0 ? (
          <span className="mt-1 block text-xs text-muted-foreground" title={`Samples ${row.aiAnswers.map((engine) => AI_ANSWER_LABELS[engine]).join(' and ')}`}>
            AI answers sampled<span className="sr-only">: {row.aiAnswers.map((engine) => AI_ANSWER_LABELS[engine]).join(' and ')}</span>
          </span>
        ) : null}
      </>
    ),
  },
  {
    id: 'features',
    header: 'Features held',
    // The widest screens only: the AI Overview column says the most of what the page shows, in less room.
    shownFrom: '2xl',
    className: 'max-w-[12rem]',
    cell: (row) =>
      row.featuresHeld === null ? (
        <span className="text-sm text-muted-foreground">—<span className="sr-only"> (not known)</span></span>
      ) : row.featuresHeld.length === 0 ? (
        <span className="text-sm text-muted-foreground">None</span>
      ) : (
        <span className="text-sm">{row.featuresHeld.map((feature) => SERP_FEATURE_LABELS[feature]).join(', ')}</span>
      ),
  },
  {
    id: 'url',
    header: 'Ranking URL',
    sort: 'url',
    shownFrom: 'xl',
    className: 'max-w-[14rem]',
    cell: (row) =>
      row.rankingUrl ? (
        <a href={row.rankingUrl} target="_blank" rel="noreferrer noopener" className="block truncate text-sm text-brand underline-offset-2 hover:underline" title={row.rankingUrl}>
          {urlPath(row.rankingUrl)}
        </a>
      ) : (
        <span className="text-sm text-muted-foreground">—</span>
      ),
  },
  {
    id: 'tags',
    header: 'Tags',
    shownFrom: 'lg',
    className: 'max-w-[12rem]',
    cell: (row) =>
      row.tags.length ? (
        <span className="flex flex-wrap gap-1">
          {row.tags.map((tag) => (
            <Badge key={tag} tone="brand" className="max-w-full truncate">
              {tag}
            </Badge>
          ))}
        </span>
      ) : null,
  },
  {
    id: 'checked',
    header: 'Checked',
    sort: 'checked',
    shownFrom: 'md',
    cell: (row, { now }) =>
      row.running ? (
        <span className="text-sm text-brand">Checking…</span>
      ) : (
        <span className="text-sm whitespace-nowrap text-muted-foreground">{row.checkedAt ? formatRelativeTime(row.checkedAt, now) : 'Never'}</span>
      ),
  },
  {
    id: 'next',
    header: 'Next',
    sort: 'next',
    shownFrom: 'xl',
    cell: (row) => <span className="text-sm whitespace-nowrap text-muted-foreground">{row.nextCheckAt ? NEXT.format(new Date(row.nextCheckAt)) : 'Paused'}</span>,
  },
];

const NEXT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export const shownClass = (column: Pick<KeywordColumn, 'shownFrom'>) => SHOWN[column.shownFrom];
