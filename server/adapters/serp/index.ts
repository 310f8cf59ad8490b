import { createDemoProvider } from './demo/create-demo-provider';
import { createSerpApiProvider, type SerpApiLogger } from './serpapi/create-serpapi-provider';
import type { SerpProvider } from './serp-provider';

export type { SerpProvider, SerpPageRequest, SerpPage, SerpPageResult, SerpError, SerpEntry } from './serp-provider';
export type { SerpApiLogger } from './serpapi/create-serpapi-provider';

export interface SerpProviderConfig {
  provider: 'serpapi' | 'demo';
  serpapi: { apiKey?: string; baseUrl: string; timeoutMs: number };
  /** Artificial latency of the demo engine per page. */
  demoDelayMs?: number;
  /** The clock the demo engine's ranks move by (day to day); without it they stand still. */
  demoClock?: () => Date;
}

/** The SERP provider the configuration asks for. SerpApi needs a key; the demo engine needs nothing. */
export function createSerpProvider(config: SerpProviderConfig, logger?: SerpApiLogger): SerpProvider {
  if (config.provider === 'demo') return createDemoProvider({ delayMs: config.demoDelayMs, ...(config.demoClock ? { now: config.demoClock } : {}) });
  const { apiKey, baseUrl, timeoutMs } = config.serpapi;
  if (!apiKey) {
    throw new Error('SERP_PROVIDER is serpapi but SERPAPI_KEY is not set: set the key or use SERP_PROVIDER=demo.');
  }
  return createSerpApiProvider({ apiKey, baseUrl, timeoutMs, ...(logger ? { logger } : {}) });
}
