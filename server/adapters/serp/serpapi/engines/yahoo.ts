import type { LocationCode } from '../../../../../core/search/locations';
import { ENGINE_PAGING } from '../../../../../core/search/paging';
import type { BuildEngineRequest } from '../engine-request';

/**
 * Yahoo's regional front ends (SerpApi's `yahoo_domain`, prefixed to search.yahoo.com: `de` ->
 * de.search.yahoo.com). A user in those countries lands there, so it is how we localise Yahoo.
 * We deliberately send neither `vc` nor `vl`: Yahoo treats them as filters (only pages from that country /
 * in that language), which a real searcher does not apply, so ranks would drift from what people see.
 * Countries without a regional front end use the default search.yahoo.com.
 */
const YAHOO_DOMAINS: Partial<Record<LocationCode, string>> = {
  gb: 'uk', ca: 'ca', au: 'au', in: 'in', de: 'de', fr: 'fr', es: 'es', it: 'it', nl: 'nl', be: 'be', ch: 'ch',
  at: 'at', se: 'se', no: 'no', dk: 'dk', fi: 'fi', ie: 'ie', pl: 'pl', ro: 'ro', br: 'br', mx: 'espanol',
  ar: 'espanol', cl: 'espanol', co: 'espanol', pe: 'espanol', hk: 'hk', tw: 'tw', sg: 'sg', my: 'malaysia',
  id: 'id', th: 'th', vn: 'vn', ph: 'ph', nz: 'nz',
};

/** Yahoo location parameters for SerpApi: the regional `yahoo_domain`, or none. */
export function yahooLocationParams(location: LocationCode): Record<string, string> {
  const domain = YAHOO_DOMAINS[location];
  return domain ? { yahoo_domain: domain } : {};
}

/** Yahoo takes the query in `p` and pages through `b`, the 1-based position of the first result. */
export const buildYahooRequest: BuildEngineRequest = ({ keyword, location, page }) => {
  const { pageSize } = ENGINE_PAGING.yahoo;
  const offset = (page - 1) * pageSize;
  return {
    engine: 'yahoo',
    offset,
    pageSize,
    params: { p: keyword, ...yahooLocationParams(location), b: String(offset + 1) },
  };
};
