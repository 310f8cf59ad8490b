import type { HistoryEntry } from '../../../contracts/history';
import { isDevice } from '../../../core/search/devices';
import { isSearchEngine } from '../../../core/search/engines';
import { isSimulatedSource } from '../../../core/search/serp-source';
import type { RecentCheckRow } from '../../db/queries/search-history';

/** A stored check as the API shows it. */
export function toHistoryEntry(row: RecentCheckRow): HistoryEntry {
  if (!isSearchEngine(row.search_engine)) throw new Error(`search_history ${row.id} has unknown engine ${row.search_engine}`);
  return {
    id: String(row.id),
    websiteUrl: row.website_url,
    keyword: row.keyword,
    location: row.location,
    searchEngine: row.search_engine,
    rankPosition: row.rank_position,
    pageNumber: row.page_number,
    resultType: row.result_type,
    competitors: row.competitors.map(({ url, rank }) => ({ url, rank })),
    checkedAt: row.checked_at.toISOString(),
    previousRank: row.previous_rank,
    device: isDevice(row.device) ? row.device : 'desktop',
    source: row.source,
    simulated: isSimulatedSource(row.source),
    resultsScanned: row.results_scanned,
    seoChanges: row.seo_changes?.map((change) => change.field) ?? [],
    serpFeatures: row.serp_features,
    aiOverview: row.ai_overview,
  };
}
