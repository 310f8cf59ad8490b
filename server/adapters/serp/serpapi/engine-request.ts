import type { SerpPageRequest } from '../serp-provider';

/** What one page of one engine becomes on SerpApi's wire. */
export interface EngineRequest {
  /** SerpApi's `engine` value. */
  engine: string;
  /** Query parameters besides `engine` and `api_key`. */
  params: Record<string, string>;
  /** Organic results before this page: absolute position = offset + rank on the page. */
  offset: number;
  /** Positions this page covers (core/search/paging ENGINE_PAGING). */
  pageSize: number;
}

export type BuildEngineRequest = (request: SerpPageRequest) => EngineRequest;
