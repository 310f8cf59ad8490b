import type { LocationCode } from '../../../../../core/search/locations';
import { deviceParam, type BuildEngineRequest } from '../engine-request';

/**
 * Bing's markets (`mkt`, language-country), as listed by SerpApi (serpapi/serpapi-mcp engines/bing.json) and
 * Microsoft ("Market and language codes used by Bing Web Search API"). A market also sets the language.
 */
const BING_MARKETS: Partial<Record<LocationCode, string>> = {
  us: 'en-US', gb: 'en-GB', ca: 'en-CA', au: 'en-AU', in: 'en-IN', de: 'de-DE', fr: 'fr-FR', ru: 'ru-RU',
  es: 'es-ES', it: 'it-IT', nl: 'nl-NL', be: 'nl-BE', ch: 'de-CH', at: 'de-AT', se: 'sv-SE', no: 'no-NO',
  dk: 'da-DK', fi: 'fi-FI', pl: 'pl-PL', tr: 'tr-TR', za: 'en-ZA', br: 'pt-BR', mx: 'es-MX', ar: 'es-AR',
  cl: 'es-CL', jp: 'ja-JP', kr: 'ko-KR', cn: 'zh-CN', hk: 'zh-HK', tw: 'zh-TW', my: 'en-MY', id: 'en-ID',
  ph: 'en-PH', nz: 'en-NZ',
};

/** Countries without a market that are in Bing's documented country-code (`cc`) list. */
const BING_COUNTRY_CODES: Partial<Record<LocationCode, string>> = { pt: 'PT', sa: 'SA' };

/**
 * Bing location parameters: its market, else a documented country code, never both (SerpApi: "This parameter
 * and the cc query parameter are mutually exclusive—do not specify both"). Countries in neither list get none,
 * and the result says Bing could not target them (core/search/location-targeting).
 */
export function bingLocationParams(location: LocationCode): Record<string, string> {
  const mkt = BING_MARKETS[location];
  if (mkt) return { mkt };
  const cc = BING_COUNTRY_CODES[location];
  return cc ? { cc } : {};
}

/**
 * Bing's `first` is the 1-based index of the first result (serpapi.com/bing-search-api: "first=10 will move the
 * 10th organic result to the first position"). `count` is not sent: Bing no longer respects it
 * (public-roadmap #2599, #3156).
 */
export const buildBingRequest: BuildEngineRequest = (request) => ({
  engine: 'bing',
  params: { q: request.keyword, ...bingLocationParams(request.location), ...deviceParam(request), first: String(request.start + 1) },
});
