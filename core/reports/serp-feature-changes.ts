import { citedPosition, wasRead } from '../ranking/feature-holdings';
import { searchKey } from '../search/query-identity';
import type { PageFeature } from '../search/serp-features';
import { compareQueries, type KeywordSummary } from './keyword-summary';
import type { ReportCheck } from './report-input';
import { roundTo1 } from './rounding';

type Query = Pick<KeywordSummary, 'keyword' | 'engine' | 'location' | 'device' | 'simulated'>;

/** A query whose AI Overview started or stopped citing the site over the period. */
export interface CitationChange extends Query {
  /** The site's place among the sources at the first and the last overview read; null when not cited. */
  firstPosition: number | null;
  lastPosition: number | null;
  /** Sources of the last overview read; 0 when none was shown. */
  sources: number;
}

/** A SERP feature the site came to hold, or stopped holding, over the period. */
export interface FeatureChange extends Query {
  feature: PageFeature['feature'];
}

export interface SerpFeatureReport {
  /**
   * The last known AI Overview of each query in the period: queries with one known, how many showed one, could not
   * be read, cite the site, and the share of those queries that cite it (percent, one decimal; null without any).
   */
  aiOverview: { queries: number; shown: number; unreadable: number; cited: number; share: number | null };
  citations: { gained: CitationChange[]; lost: CitationChange[] };
  features: { gained: FeatureChange[]; lost: FeatureChange[] };
}

interface QueryChecks {
  query: Query;
  checks: ReportCheck[];
}

function byQuery(checks: readonly ReportCheck[]): QueryChecks[] {
  const ordered = [...checks].sort((a, b) => a.checkedAt.getTime() - b.checkedAt.getTime());
  const groups = new Map<string, QueryChecks>();
  for (const check of ordered) {
    const key = searchKey(check);
    const group = groups.get(key);
    if (group) {
      group.checks.push(check);
      group.query.simulated ||= check.simulated;
    } else {
      const { keyword, engine, location, device, simulated } = check;
      groups.set(key, { query: { keyword, engine, location, device, simulated }, checks: [check] });
    }
  }
  return [...groups.values()];
}

/**
 * What the period's checks say beyond the ranks: the share of queries whose AI Overview cites the site (by each
 * query's last known overview, as the site page counts it), the queries that gained or lost a citation between
 * the first and the last overview that was read (an unreadable one in between says nothing), and the features
 * the site came to hold or stopped holding between the first and the last check that read them.
 */
export function serpFeatureChanges(checks: readonly ReportCheck[]): SerpFeatureReport {
  const report: SerpFeatureReport = {
    aiOverview: { queries: 0, shown: 0, unreadable: 0, cited: 0, share: null },
    citations: { gained: [], lost: [] },
    features: { gained: [], lost: [] },
  };
  for (const { query, checks: own } of byQuery(checks)) {
    const known = own.flatMap((check) => (check.aiOverview ? [check.aiOverview] : []));
    const latest = known.at(-1);
    if (latest) {
      report.aiOverview.queries += 1;
      if (latest.state !== 'none') report.aiOverview.shown += 1;
      if (latest.state === 'unreadable') report.aiOverview.unreadable += 1;
      if (citedPosition(latest) !== null) report.aiOverview.cited += 1;
    }
    const readable = known.filter((overview) => wasRead(overview));
    const first = readable[0];
    const last = readable.at(-1);
    if (first && last && first !== last) {
      const change = { ...query, firstPosition: citedPosition(first), lastPosition: citedPosition(last), sources: last.state === 'cited' ? last.sources : 0 };
      if (change.firstPosition === null && change.lastPosition !== null) report.citations.gained.push(change);
      if (change.firstPosition !== null && change.lastPosition === null) report.citations.lost.push(change);
    }
    const held = own.flatMap((check) => (check.featuresHeld ? [check.featuresHeld] : []));
    const before = held[0];
    const after = held.at(-1);
    if (before && after && before !== after) {
      for (const feature of after) if (!before.includes(feature)) report.features.gained.push({ ...query, feature });
      for (const feature of before) if (!after.includes(feature)) report.features.lost.push({ ...query, feature });
    }
  }
  const { queries, cited } = report.aiOverview;
  report.aiOverview.share = queries === 0 ? null : roundTo1((cited / queries) * 100);
  const byFeature = (a: FeatureChange, b: FeatureChange) => compareQueries(a, b) || (a.feature < b.feature ? -1 : a.feature > b.feature ? 1 : 0);
  report.citations.gained.sort(compareQueries);
  report.citations.lost.sort(compareQueries);
  report.features.gained.sort(byFeature);
  report.features.lost.sort(byFeature);
  return report;
}
