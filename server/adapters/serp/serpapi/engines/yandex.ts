import type { LocationCode } from '../../../../../core/search/locations';
import type { BuildEngineRequest } from '../engine-request';

/**
 * Yandex's national front ends (SerpApi `yandex_domain`, serpapi/serpapi-mcp engines/yandex.json), with a
 * language from SerpApi's `lang` list and, where the domain accepts it, a country region id (`lr`, Yandex's
 * geobase: 225 Russia, 187 Ukraine, 983 Turkey). SerpApi's own docs said `lr` is "Supported only for
 * yandex.ru and yandex.com.tr domains" (serpapi-javascript src/engines/yandex.ts), as do Yandex's ("Only
 * supported for Russian and Turkish search types"); any other domain answers with its default region, so
 * we never send an `lr` it may ignore. Ukraine has no domain of its own on SerpApi: yandex.ru with its region.
 */
const YANDEX_NATIONAL: Partial<Record<LocationCode, { domain: string; lang: string; lr?: number }>> = {
  ru: { domain: 'yandex.ru', lang: 'ru', lr: 225 },
  ua: { domain: 'yandex.ru', lang: 'uk', lr: 187 },
  kz: { domain: 'yandex.kz', lang: 'ru' },
  tr: { domain: 'yandex.com.tr', lang: 'tr', lr: 983 },
  il: { domain: 'yandex.co.il', lang: 'en' },
};

/** Languages of SerpApi's `lang` list that yandex.com is asked in besides English, for nearer results. */
const YANDEX_COM_LANGS: Partial<Record<LocationCode, string>> = { de: 'de', at: 'de', ch: 'de', fr: 'fr', be: 'fr', id: 'id', ro: 'ro' };

/**
 * Yandex location parameters: a national front end (with `lr` where it is accepted), or yandex.com in the
 * nearest language, whose results are not the country's and say so (core/search/location-targeting).
 */
export function yandexLocationParams(location: LocationCode): Record<string, string> {
  const national = YANDEX_NATIONAL[location];
  if (national) {
    return { yandex_domain: national.domain, lang: national.lang, ...(national.lr ? { lr: String(national.lr) } : {}) };
  }
  return { yandex_domain: 'yandex.com', lang: YANDEX_COM_LANGS[location] ?? 'en' };
}

/**
 * Yandex takes the query in `text` and a page number from 0 in `p` (serpapi.com/yandex-search-api), so
 * positions follow from what the pages before held. There is no `device` parameter on this engine.
 */
export const buildYandexRequest: BuildEngineRequest = ({ keyword, location, start }) => ({
  engine: 'yandex',
  params: { text: keyword, ...yandexLocationParams(location), p: String(start) },
});
