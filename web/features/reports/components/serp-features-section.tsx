import type { Report, ReportCitationChange, ReportFeatureChange } from '../../../../contracts/report';
import { SERP_FEATURE_LABELS } from '../../../../core/search/serp-features';
import { queryLabel } from '../../../../core/search/query-label';
import { SimulatedBadge } from '../../../components/rank/simulated-badge';
import { ReportSection } from './report-section';

/** "#2 of 6 sources", "not cited". */
const placeText = (position: number | null, sources?: number) =>
  position === null ? 'not cited' : sources ? `#${position} of ${sources} ${sources === 1 ? 'source' : 'sources'}` : `#${position}`;

const rowKey = (row: { keyword: string; engine: string; location: string; device: string }, extra = '') => `${row.keyword}|${row.engine}|${row.location}|${row.device}|${extra}`;

function CitationList({ rows, empty }: { rows: ReportCitationChange[]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {rows.map((row) => (
        <li key={rowKey(row)} className="py-2.5 first:pt-0 last:pb-0">
          <p className="font-medium break-words">{row.keyword}</p>
          <p className="text-xs text-muted-foreground">
            {queryLabel(row)} · {placeText(row.firstPosition)} → {placeText(row.lastPosition, row.sources)}
          </p>
          {row.simulated ? <SimulatedBadge className="mt-1" /> : null}
        </li>
      ))}
    </ul>
  );
}

function FeatureList({ rows, empty }: { rows: ReportFeatureChange[]; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {rows.map((row) => (
        <li key={rowKey(row, row.feature)} className="py-2.5 first:pt-0 last:pb-0">
          <p className="font-medium break-words">{SERP_FEATURE_LABELS[row.feature]}</p>
          <p className="text-xs break-words text-muted-foreground">
            {row.keyword} · {queryLabel(row)}
          </p>
          {row.simulated ? <SimulatedBadge className="mt-1" /> : null}
        </li>
      ))}
    </ul>
  );
}

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
          <div className="grid gap-6 sm:grid-cols-2">
            <div>
              <h3 className="mb-3 text-sm font-semibold">Newly cited</h3>
              <CitationList rows={citations.gained} empty="No query gained a citation." />
            </div>
            <div>
              <h3 className="mb-3 text-sm font-semibold">No longer cited</h3>
              <CitationList rows={citations.lost} empty="No query lost a citation." />
            </div>
          </div>
        </>
      ) : null}
      {anyFeatures || aiOverview.queries > 0 ? (
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="mb-3 text-sm font-semibold">Features won</h3>
            <FeatureList rows={features.gained} empty="No SERP feature won." />
          </div>
          <div>
            <h3 className="mb-3 text-sm font-semibold">Features lost</h3>
            <FeatureList rows={features.lost} empty="No SERP feature lost." />
          </div>
        </div>
      ) : null}
    </ReportSection>
  );
}
