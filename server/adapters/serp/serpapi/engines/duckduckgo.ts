import type { LocationCode } from '../../../../../core/search/locations';
import type { BuildEngineRequest } from '../engine-request';

/**
 * DuckDuckGo regions (`kl`, country-language) from DuckDuckGo's own list
 * (duckduckgo.com/duckduckgo-help-pages/settings/params), which serpapi.com/duckduckgo-regions repeats; Pakistan's
 * `pk-en` is in SerpApi's current playground list. Countries DuckDuckGo has no region for use `wt-wt`
 * ("no region"); the Gulf states and Egypt share DuckDuckGo's Arabia regions.
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
 * DuckDuckGo skips `start` results. Its page sizes are not fixed: SerpApi documented 26-30 then 50, but since
 * 2025 it answers 10 on the first request and 15 on later ones (public-roadmap #2354, #2323), and counts vary
 * by query (#1297). So `start` is always what earlier pages really held (core/search/scan-coverage). There is no
 * `device` parameter on this engine.
 */
export const buildDuckDuckGoRequest: BuildEngineRequest = ({ keyword, location, start }) => ({
  engine: 'duckduckgo',
  params: { q: keyword, kl: duckDuckGoRegion(location), ...(start > 0 ? { start: String(start) } : {}) },
});
