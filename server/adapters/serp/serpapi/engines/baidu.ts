import { deviceParam, type BuildEngineRequest } from '../engine-request';

/** Baidu's largest page (serpapi.com/baidu-search-api `rn`: "limited to 50"). */
const BAIDU_DESKTOP_PAGE = 50;

/**
 * Baidu skips `pn` results. On desktop `rn=50` asks for 50 a page; SerpApi documents `rn` "only for desktop and
 * tablet searches", so mobile pages hold Baidu's default. SerpApi's Baidu engine has no geographic targeting at
 * all (only a result-language filter, `ct`, which we leave at "all"), so every location gets the same results.
 */
export const buildBaiduRequest: BuildEngineRequest = (request) => ({
  engine: 'baidu',
  params: {
    q: request.keyword,
    ...deviceParam(request),
    pn: String(request.start),
    ...(request.device === 'desktop' ? { rn: String(BAIDU_DESKTOP_PAGE) } : {}),
  },
});
