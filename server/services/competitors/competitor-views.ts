import type { Competitor, CompetitorHistoryEntry } from '../../../contracts/competitor';
import type { TrackedCompetitor } from '../../../core/competitors/competitor-moves';
import { isDevice } from '../../../core/search/devices';
import { isSearchEngine } from '../../../core/search/engines';
import type { CompetitorCheckRow } from '../../db/queries/competitor-history';
import type { CompetitorFields, CompetitorTrackingRow } from '../../db/queries/competitor-tracking';

/** Stored preferences read with the spec's default (both on) for anything missing. */
const preferencesOf = (row: CompetitorTrackingRow) => ({
  rankChange: row.notification_preferences.rank_change ?? true,
  milestone: row.notification_preferences.milestone ?? true,
});

export const toCompetitorFields = (row: CompetitorTrackingRow): CompetitorFields => ({
  competitorUrl: row.competitor_url,
  competitorName: row.competitor_name,
  keywords: row.keywords,
  locations: row.locations,
  searchEngines: row.search_engines,
  autoTrack: row.auto_track,
  notificationPreferences: preferencesOf(row),
});

export const toCompetitorDto = (row: CompetitorTrackingRow): Competitor => ({
  id: row.id,
  competitorUrl: row.competitor_url,
  competitorName: row.competitor_name,
  keywords: row.keywords,
  locations: row.locations,
  searchEngines: row.search_engines.filter(isSearchEngine),
  autoTrack: row.auto_track,
  notificationPreferences: preferencesOf(row),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const toTrackedCompetitor = (row: CompetitorTrackingRow): TrackedCompetitor => ({
  url: row.competitor_url,
  keywords: row.keywords,
  locations: row.locations,
  searchEngines: row.search_engines,
  notificationPreferences: preferencesOf(row),
});

export const toHistoryEntry = (row: CompetitorCheckRow): CompetitorHistoryEntry => ({
  checkId: row.check_id,
  checkedAt: row.checked_at.toISOString(),
  websiteUrl: row.website_url,
  keyword: row.keyword,
  location: row.location,
  // History holds only engines and devices the checker offers; the fallbacks keep a reply valid whatever it holds.
  searchEngine: isSearchEngine(row.search_engine) ? row.search_engine : 'google',
  device: isDevice(row.device) ? row.device : 'desktop',
  rank: Math.max(0, row.rank),
  yourRank: Math.max(0, row.your_rank),
});
