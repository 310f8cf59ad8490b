import type { SerpPageRequest } from '../serp-provider';

/** What one request of one engine becomes on SerpApi's wire. */
export interface EngineRequest {
  /** SerpApi's `engine` value. */
  engine: string;
  /** Query parameters besides `engine` and `api_key`. */
  params: Record<string, string>;
}

export type BuildEngineRequest = (request: SerpPageRequest) => EngineRequest;

/** SerpApi's `device` for the engines that take one (core/search/devices). */
export function deviceParam(request: SerpPageRequest): Record<string, string> {
  return { device: request.device };
}
