import type { LocationCode } from '../../../../../core/search/locations';
import { ENGINE_PAGING } from '../../../../../core/search/paging';
import type { BuildEngineRequest } from '../engine-request';

/**
 * Bing's own markets (language-country, from Bing's market code list). `mkt` and `cc` are mutually
 * exclusive; a market also sets the language, so we use it where Bing has one and `cc` elsewhere.
 */
const BING_MARKETS: Partial<Record<LocationCode, string>> = {
  us: 'en-US', gb: 'en-GB', ca: 'en-CA', au: 'en-AU', in: 'en-IN', de: 'de-DE', fr: 'fr-FR', ru: 'ru-RU',
  es: 'es-ES', it: 'it-IT', nl: 'nl-NL', be: 'nl-BE', ch: 'de-CH', at: 'de-AT', se: 'sv-SE', no: 'no-NO',
  dk: 'da-DK', fi: 'fi-FI', pl: 'pl-PL', tr: 'tr-TR', za: 'en-ZA', br: 'pt-BR', mx: 'es-MX', ar: 'es-AR',
  cl: 'es-CL', jp: 'ja-JP', kr: 'ko-KR', cn: 'zh-CN', hk: 'zh-HK', tw: 'zh-TW', my: 'en-MY', id: 'en-ID',
  ph: 'en-PH', nz: 'en-NZ',
};

/** Bing location parameters: its market when it has one, else the ISO country in `cc`. */
export function bingLocationParams(location: LocationCode): Record<string, string> {
  const mkt = BING_MARKETS[location];
  return mkt ? { mkt } : { cc: location };
}

/** Bing pages through `first`, the 1-based position of the page's first result. */
export const buildBingRequest: BuildEngineRequest = ({ keyword, location, page }) => {
  const { pageSize } = ENGINE_PAGING.bing;
  const offset = (page - 1) * pageSize;
  return {
    engine: 'bing',
    offset,
    pageSize,
    params: { q: keyword, ...bingLocationParams(location), first: String(offset + 1) },
  };
};
