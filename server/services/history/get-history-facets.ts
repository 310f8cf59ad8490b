import type { HistoryFacets } from '../../../contracts/history';
import { DEVICES } from '../../../core/search/devices';
import { SEARCH_ENGINES } from '../../../core/search/engines';
import type { Queryable } from '../../db/pool';
import { selectHistoryFacets } from '../../db/queries/history-facets';

/** The values the history filters can take for this user; engines in the app's usual order. */
export async function getHistoryFacets(db: Queryable, userId: string): Promise<HistoryFacets> {
  const rows = await selectHistoryFacets(db, userId);
  const engines = new Set(rows.engines);
  return {
    sites: rows.sites,
    keywords: rows.keywords,
    engines: SEARCH_ENGINES.filter((engine) => engines.has(engine)),
    locations: rows.locations,
    devices: DEVICES.filter((device) => rows.devices.includes(device)),
    tags: rows.tags,
  };
}
