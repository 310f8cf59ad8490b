import type { Report, ReportCitationChange, ReportFeatureChange } from '../../../../contracts/report';
import { SERP_FEATURE_LABELS } from '../../../../core/search/serp-features';
import { queryLabel } from '../../../../core/search/query-label';
import { SimulatedBadge } from '../../../components/rank/simulated-badge';
import { cn } from '../../../lib/cn';
import { ReportSection } from './report-section';

/** "#2 of 6 sources", "not cited". */
const placeText = (position: number | null, sources?: number) =>
  position === null ? 'not cited' : sources ? `#${position} of ${sources} ${sources === 1 ? 'source' : 'sources'}` : `#${position}`;

const rowKey = (row: { keyword: string; engine: string; location: string; device: string }, extra = '') => `${row.keyword}|${row.engine}|${row.location}|${row.device}|${extra}`;

/** One changed query: its headline, the line under it, and the simulated mark where its ranks were simulated. */
interface ChangeRow {
  key: string;
  title: string;
  detail: string;
  simulated: boolean;
}

function ChangeList({ rows, empty }: { rows: ChangeRow[]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {rows.map((row) => (
        <li key={row.key} className="py-2.5 first:pt-0 last:pb-0">
          <p className="font-medium break-words">{row.title}</p>
          <p className="text-xs break-words text-muted-foreground">{row.detail}</p>
          {row.simulated ? <SimulatedBadge className="mt-1" /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Two titled lists side by side: what was gained beside what was lost. */
function ListPair({ lists, className }: { lists: readonly { title: string; rows: ChangeRow[]; empty: string }[]; className?: string }) {
  return (
    <div className={cn('grid gap-6 sm:grid-cols-2', className)}>
      {lists.map((list) => (
        <div key={list.title}>
          <h3 className="mb-3 text-sm font-semibold">{list.title}</h3>
          <ChangeList rows={list.rows} empty={list.empty} />
        </div>
      ))}
    </div>
  );
}

const citationRow = (row: ReportCitationChange): ChangeRow => ({
  key: rowKey(row),
  title: row.keyword,
  detail: `${queryLabel(row)} · ${placeText(row.firstPosition)} → ${placeText(row.lastPosition, row.sources)}`,
  simulated: row.simulated,
});

const featureRow = (row: ReportFeatureChange): ChangeRow => ({
  key: rowKey(row, row.feature),
  title: SERP_FEATURE_LABELS[row.feature],
  detail: `${row.keyword} · ${queryLabel(row)}`,
  simulated: row.simulated,
});

/** "6 of 40 queries, 18 with an overview; 2 could not be read". */
function shareNote(overview: Report['serpFeatures']['aiOverview']): string {
  const queries = `${overview.cited.toLocaleString('en-US')} of ${overview.queries.toLocaleString('en-US')} ${overview.queries === 1 ? 'query' : 'queries'}`;
  const unreadable = overview.unreadable > 0 ? `; ${overview.unreadable.toLocaleString('en-US')} could not be read` : '';
  return `${queries}, ${overview.shown.toLocaleString('en-US')} with an overview${unreadable}, by each query’s last check`;
}

/**
 * Beyond the blue links: the share of the site's queries whose AI Overview cites it, the citations gained and
 * lost, and the SERP features won and lost over the period. Left out of a report whose checks read none.
 */
export function SerpFeaturesSection({ serpFeatures, accent }: { serpFeatures: Report['serpFeatures']; accent?: string | null }) {
  const { aiOverview, citations, features } = serpFeatures;
  const anyFeatures = features.gained.length + features.lost.length > 0;
  if (aiOverview.queries === 0 && !anyFeatures) return null;
  return (
    <ReportSection
      id="report-serp-features-title"
      title="AI Overviews and SERP features"
      description="Where the site shows up beyond the organic results, first check of the period to the last."
      accent={accent}
    >
      {aiOverview.queries > 0 ? (
        <>
          <dl className="mb-5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <dt className="text-sm font-medium text-muted-foreground">Cited in Google’s AI Overview</dt>
            <dd className="text-2xl font-bold tracking-tight tabular-nums">{aiOverview.share === null ? '—' : `${aiOverview.share.toFixed(1)}%`}</dd>
            <dd className="basis-full text-xs text-muted-foreground">{shareNote(aiOverview)}</dd>
          </dl>
          <ListPair
            lists={[
              { title: 'Newly cited', rows: citations.gained.map(citationRow), empty: 'No query gained a citation.' },
              { title: 'No longer cited', rows: citations.lost.map(citationRow), empty: 'No query lost a citation.' },
            ]}
          />
        </>
      ) : null}
      <ListPair
        className="mt-6"
        lists={[
          { title: 'Features won', rows: features.gained.map(featureRow), empty: 'No SERP feature won.' },
          { title: 'Features lost', rows: features.lost.map(featureRow), empty: 'No SERP feature lost.' },
        ]}
      />
    </ReportSection>
  );
}
