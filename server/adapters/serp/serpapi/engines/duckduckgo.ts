import type { LocationCode } from '../../../../../core/search/locations';
import { ENGINE_PAGING } from '../../../../../core/search/paging';
import type { BuildEngineRequest } from '../engine-request';

/**
 * DuckDuckGo regions (`kl`, country-language). Countries DuckDuckGo has no region for use `wt-wt`
 * ("no region"); the Gulf states and Egypt use DuckDuckGo's Arabia regions.
 */
const DUCKDUCKGO_REGIONS: Record<LocationCode, string> = {
  us: 'us-en', gb: 'uk-en', ca: 'ca-en', au: 'au-en', in: 'in-en', np: 'wt-wt', de: 'de-de', fr: 'fr-fr',
  ru: 'ru-ru', ua: 'ua-uk', es: 'es-es', it: 'it-it', nl: 'nl-nl', be: 'be-nl', ch: 'ch-de', at: 'at-de',
  se: 'se-sv', no: 'no-no', dk: 'dk-da', fi: 'fi-fi', ie: 'ie-en', pt: 'pt-pt', pl: 'pl-pl', cz: 'cz-cs',
  ro: 'ro-ro', hu: 'hu-hu', gr: 'gr-el', tr: 'tr-tr', il: 'il-he', ae: 'xa-en', sa: 'xa-ar', eg: 'xa-ar',
  za: 'za-en', ng: 'wt-wt', ke: 'wt-wt', br: 'br-pt', mx: 'mx-es', ar: 'ar-es', cl: 'cl-es', co: 'co-es',
  pe: 'pe-es', jp: 'jp-jp', kr: 'kr-kr', cn: 'cn-zh', hk: 'hk-tzh', tw: 'tw-tzh', sg: 'sg-en', my: 'my-en',
  id: 'id-en', th: 'th-th', vn: 'vn-vi', ph: 'ph-en', pk: 'pk-en', bd: 'wt-wt', lk: 'wt-wt', nz: 'nz-en',
  kz: 'wt-wt',
};

export function duckDuckGoRegion(location: LocationCode): string {
  return DUCKDUCKGO_REGIONS[location];
}

/**
 * DuckDuckGo's `start` skips that many results, but SerpApi's page sizes vary: the first request (no
 * `start`) returns 26-30 results, any later one 50. A fixed page of 25 fits both: page n asks for
 * start=(n-1)*25 and keeps the first 25 results (the parser cuts to pageSize), so every absolute position
 * 1..100 is covered exactly once in four requests and offset + rank on the page stays exact.
 */
export const buildDuckDuckGoRequest: BuildEngineRequest = ({ keyword, location, page }) => {
  const { pageSize } = ENGINE_PAGING.duckduckgo;
  const offset = (page - 1) * pageSize;
  return {
    engine: 'duckduckgo',
    offset,
    pageSize,
    params: { q: keyword, kl: duckDuckGoRegion(location), ...(offset > 0 ? { start: String(offset) } : {}) },
  };
};
