import type { LocationCode } from '../../../../../core/search/locations';
import { deviceParam, type BuildEngineRequest } from '../engine-request';

/**
 * Google localisation per location: `gl` country (Google spells the UK `uk`), `hl` interface language and
 * the local `google_domain`. No `location` string: our locations are whole countries, which gl covers.
 */
export const GOOGLE_LOCATIONS: Record<LocationCode, { gl: string; hl: string; domain: string }> = {
  us: { gl: 'us', hl: 'en', domain: 'google.com' },
  gb: { gl: 'uk', hl: 'en', domain: 'google.co.uk' },
  ca: { gl: 'ca', hl: 'en', domain: 'google.ca' },
  au: { gl: 'au', hl: 'en', domain: 'google.com.au' },
  in: { gl: 'in', hl: 'en', domain: 'google.co.in' },
  np: { gl: 'np', hl: 'en', domain: 'google.com.np' },
  de: { gl: 'de', hl: 'de', domain: 'google.de' },
  fr: { gl: 'fr', hl: 'fr', domain: 'google.fr' },
  ru: { gl: 'ru', hl: 'ru', domain: 'google.ru' },
  ua: { gl: 'ua', hl: 'uk', domain: 'google.com.ua' },
  es: { gl: 'es', hl: 'es', domain: 'google.es' },
  it: { gl: 'it', hl: 'it', domain: 'google.it' },
  nl: { gl: 'nl', hl: 'nl', domain: 'google.nl' },
  be: { gl: 'be', hl: 'nl', domain: 'google.be' },
  ch: { gl: 'ch', hl: 'de', domain: 'google.ch' },
  at: { gl: 'at', hl: 'de', domain: 'google.at' },
  se: { gl: 'se', hl: 'sv', domain: 'google.se' },
  no: { gl: 'no', hl: 'no', domain: 'google.no' },
  dk: { gl: 'dk', hl: 'da', domain: 'google.dk' },
  fi: { gl: 'fi', hl: 'fi', domain: 'google.fi' },
  ie: { gl: 'ie', hl: 'en', domain: 'google.ie' },
  pt: { gl: 'pt', hl: 'pt', domain: 'google.pt' },
  pl: { gl: 'pl', hl: 'pl', domain: 'google.pl' },
  cz: { gl: 'cz', hl: 'cs', domain: 'google.cz' },
  ro: { gl: 'ro', hl: 'ro', domain: 'google.ro' },
  hu: { gl: 'hu', hl: 'hu', domain: 'google.hu' },
  gr: { gl: 'gr', hl: 'el', domain: 'google.gr' },
  tr: { gl: 'tr', hl: 'tr', domain: 'google.com.tr' },
  il: { gl: 'il', hl: 'iw', domain: 'google.co.il' },
  ae: { gl: 'ae', hl: 'ar', domain: 'google.ae' },
  sa: { gl: 'sa', hl: 'ar', domain: 'google.com.sa' },
  eg: { gl: 'eg', hl: 'ar', domain: 'google.com.eg' },
  za: { gl: 'za', hl: 'en', domain: 'google.co.za' },
  ng: { gl: 'ng', hl: 'en', domain: 'google.com.ng' },
  ke: { gl: 'ke', hl: 'en', domain: 'google.co.ke' },
  br: { gl: 'br', hl: 'pt', domain: 'google.com.br' },
  mx: { gl: 'mx', hl: 'es', domain: 'google.com.mx' },
  ar: { gl: 'ar', hl: 'es', domain: 'google.com.ar' },
  cl: { gl: 'cl', hl: 'es', domain: 'google.cl' },
  co: { gl: 'co', hl: 'es', domain: 'google.com.co' },
  pe: { gl: 'pe', hl: 'es', domain: 'google.com.pe' },
  jp: { gl: 'jp', hl: 'ja', domain: 'google.co.jp' },
  kr: { gl: 'kr', hl: 'ko', domain: 'google.co.kr' },
  // google.cn only redirects; mainland searches are served from google.com.hk.
  cn: { gl: 'cn', hl: 'zh-cn', domain: 'google.com.hk' },
  hk: { gl: 'hk', hl: 'zh-tw', domain: 'google.com.hk' },
  tw: { gl: 'tw', hl: 'zh-tw', domain: 'google.com.tw' },
  sg: { gl: 'sg', hl: 'en', domain: 'google.com.sg' },
  my: { gl: 'my', hl: 'en', domain: 'google.com.my' },
  id: { gl: 'id', hl: 'id', domain: 'google.co.id' },
  th: { gl: 'th', hl: 'th', domain: 'google.co.th' },
  vn: { gl: 'vn', hl: 'vi', domain: 'google.com.vn' },
  ph: { gl: 'ph', hl: 'en', domain: 'google.com.ph' },
  pk: { gl: 'pk', hl: 'en', domain: 'google.com.pk' },
  bd: { gl: 'bd', hl: 'en', domain: 'google.com.bd' },
  lk: { gl: 'lk', hl: 'en', domain: 'google.lk' },
  nz: { gl: 'nz', hl: 'en', domain: 'google.co.nz' },
  kz: { gl: 'kz', hl: 'ru', domain: 'google.kz' },
};

/**
 * Google skips `start` results (serpapi.com/search-api: "It skips the given number of results"). SerpApi's
 * pagination moves `start` on by the organic results a page really held (serpapi.com/pagination), which is
 * what the scan asks for. Since September 2025 Google ignores `num` (serpapi/google-search-results-python#82),
 * so we do not send it.
 */
export const buildGoogleRequest: BuildEngineRequest = (request) => {
  const { gl, hl, domain } = GOOGLE_LOCATIONS[request.location];
  return {
    engine: 'google',
    params: { q: request.keyword, gl, hl, google_domain: domain, ...deviceParam(request), start: String(request.start) },
  };
};
