import type { LocationCode } from '../../../../../core/search/locations';
import { deviceParam, type BuildEngineRequest } from '../engine-request';

/**
 * Yahoo's regional front ends: SerpApi's `yahoo_domain` values (serpapi/serpapi-mcp engines/yahoo.json,
 * serpapi.com/yahoo-domains), prefixed to search.yahoo.com (`de` -> de.search.yahoo.com). A person in those
 * countries lands there, so it is how we localise Yahoo; SerpApi applies a value only "if specified domain is
 * allowed", so only listed ones are sent. Latin America shares `espanol`. We send neither `vc` nor `vl`: SerpApi
 * documents `vl` as a filter ("will only search French") and Yahoo's advanced search uses `vc` to keep only
 * pages hosted in that country, which a real searcher does not apply. Countries without a front end search
 * the main site, and the result says so (core/search/location-targeting).
 */
const YAHOO_DOMAINS: Partial<Record<LocationCode, string>> = {
  gb: 'uk', ca: 'ca', in: 'in', de: 'de', fr: 'fr', ru: 'ru', ua: 'ua', es: 'es', it: 'it', nl: 'nl', be: 'be',
  ch: 'ch', at: 'at', se: 'se', no: 'no', fi: 'fi', ie: 'ie', pl: 'pl', ro: 'ro', gr: 'gr', tr: 'tr', il: 'il',
  za: 'za', br: 'br', mx: 'espanol', ar: 'espanol', cl: 'espanol', co: 'espanol', pe: 'espanol', hk: 'hk',
  tw: 'tw', sg: 'sg', my: 'malaysia', id: 'id', vn: 'vn', ph: 'ph',
};

/** Yahoo location parameters for SerpApi: the regional `yahoo_domain`, or none. */
export function yahooLocationParams(location: LocationCode): Record<string, string> {
  const domain = YAHOO_DOMAINS[location];
  return domain ? { yahoo_domain: domain } : {};
}

/**
 * Yahoo takes the query in `p` and skips `b` - 1 results (serpapi.com/yahoo-search-api: "1 (default) is the first
 * page"). Its pages hold about seven results, so page two is `b=8`, as in SerpApi's own examples.
 */
export const buildYahooRequest: BuildEngineRequest = (request) => ({
  engine: 'yahoo',
  params: { p: request.keyword, ...yahooLocationParams(request.location), ...deviceParam(request), b: String(request.start + 1) },
});
