import type { SearchEngine } from './engines';

/** The devices a rank can be checked for. Desktop is the default everywhere. */
export const DEVICES = ['desktop', 'mobile'] as const;

export type Device = (typeof DEVICES)[number];

export const DEFAULT_DEVICE: Device = 'desktop';

export const DEVICE_LABELS: Record<Device, string> = { desktop: 'Desktop', mobile: 'Mobile' };

/**
 * Engines whose results can be asked for as a phone sees them. SerpApi documents `device`
 * (desktop/tablet/mobile) for Google, Bing, Yahoo and Baidu; its DuckDuckGo and Yandex engines have no such
 * parameter (serpapi.com/duckduckgo-search-api, serpapi.com/yandex-search-api: common parameters), so those
 * are desktop only.
 */
const MOBILE_ENGINES: ReadonlySet<SearchEngine> = new Set(['google', 'bing', 'yahoo', 'baidu']);

export function supportsDevice(engine: SearchEngine, device: Device): boolean {
  return device === 'desktop' || MOBILE_ENGINES.has(engine);
}

export function isDevice(value: string): value is Device {
  return (DEVICES as readonly string[]).includes(value);
}
