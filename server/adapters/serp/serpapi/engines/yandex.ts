import type { LocationCode } from '../../../../../core/search/locations';
import { ENGINE_PAGING } from '../../../../../core/search/paging';
import type { BuildEngineRequest } from '../engine-request';

/**
 * Yandex country region ids (`lr`) from Yandex's geobase. Only ids we could confirm are listed: a wrong id
 * would silently rank for another place, so locations without one search yandex.com unregioned.
 */
const YANDEX_REGION_IDS: Partial<Record<LocationCode, number>> = {
  ru: 225, ua: 187, kz: 159, tr: 983, us: 84, gb: 102, de: 96, fr: 124, nl: 118, ar: 93,
  ca: 95, br: 94, at: 113, be: 114, hu: 116, no: 119, pl: 120, fi: 123, cz: 125, ch: 126, se: 127,
  cn: 134, kr: 135, jp: 137, il: 181, dk: 203, es: 204, it: 205, ae: 210, au: 211, gr: 246, in: 994,
};

/** Yandex's national front ends (SerpApi `yandex_domain`) and their language; the rest use yandex.com. */
const YANDEX_DOMAINS: Partial<Record<LocationCode, { domain: string; lang: string }>> = {
  ru: { domain: 'yandex.ru', lang: 'ru' },
  ua: { domain: 'yandex.ru', lang: 'uk' },
  kz: { domain: 'yandex.kz', lang: 'ru' },
  tr: { domain: 'yandex.com.tr', lang: 'tr' },
};

/** Languages yandex.com offers besides English. */
const YANDEX_COM_LANGS: Partial<Record<LocationCode, string>> = { de: 'de', at: 'de', ch: 'de', fr: 'fr', id: 'id' };

/** Yandex location parameters: `yandex_domain`, `lang` and, when known, the country's `lr`. */
export function yandexLocationParams(location: LocationCode): Record<string, string> {
  const national = YANDEX_DOMAINS[location];
  const lr = YANDEX_REGION_IDS[location];
  return {
    yandex_domain: national?.domain ?? 'yandex.com',
    lang: national?.lang ?? YANDEX_COM_LANGS[location] ?? 'en',
    ...(lr !== undefined ? { lr: String(lr) } : {}),
  };
}

/** Yandex takes the query in `text` and pages through `p`, a 0-based page number of ten results. */
export const buildYandexRequest: BuildEngineRequest = ({ keyword, location, page }) => {
  const { pageSize } = ENGINE_PAGING.yandex;
  return {
    engine: 'yandex',
    offset: (page - 1) * pageSize,
    pageSize,
    params: { text: keyword, ...yandexLocationParams(location), p: String(page - 1) },
  };
};
