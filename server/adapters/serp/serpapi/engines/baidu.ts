import { ENGINE_PAGING } from '../../../../../core/search/paging';
import type { BuildEngineRequest } from '../engine-request';

/**
 * Baidu pages through `pn` (results skipped) and takes up to 50 results per request in `rn` (desktop), so
 * two requests cover ranks 1-100. SerpApi's Baidu engine has no geographic targeting at all (only a
 * result-language filter, `ct`, which we leave at "all"), so every location gets the same Baidu results.
 */
export const buildBaiduRequest: BuildEngineRequest = ({ keyword, page }) => {
  const { pageSize } = ENGINE_PAGING.baidu;
  const offset = (page - 1) * pageSize;
  return {
    engine: 'baidu',
    offset,
    pageSize,
    params: { q: keyword, pn: String(offset), rn: String(pageSize) },
  };
};
