import type { SearchEngine } from '../../../../../core/search/engines';
import type { BuildEngineRequest } from '../engine-request';
import { buildBaiduRequest } from './baidu';
import { buildBingRequest } from './bing';
import { buildDuckDuckGoRequest } from './duckduckgo';
import { buildGoogleRequest } from './google';
import { buildYahooRequest } from './yahoo';
import { buildYandexRequest } from './yandex';

/** How each of our engines is asked for on SerpApi: query key, location parameters and paging. */
export const ENGINE_REQUESTS: Record<SearchEngine, BuildEngineRequest> = {
  google: buildGoogleRequest,
  bing: buildBingRequest,
  yahoo: buildYahooRequest,
  duckduckgo: buildDuckDuckGoRequest,
  baidu: buildBaiduRequest,
  yandex: buildYandexRequest,
};
