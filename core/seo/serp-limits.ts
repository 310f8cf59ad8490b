import type { Device } from '../search/devices';
import type { SearchEngine } from '../search/engines';

/** How wide a line may be on a results page before the engine cuts it, and the font size it is set in. */
export interface TextLimit {
  maxPx: number;
  fontPx: number;
}

export interface SnippetLimits {
  title: TextLimit;
  description: TextLimit;
}

/**
 * Engines publish no widths; these are the figures SEO tools measure and cite, all set in Arial.
 * Google: titles ~600 px of 20 px Arial on desktop and ~560 px on mobile; descriptions ~920 px of 14 px on
 * desktop (two lines of ~460 px) and ~680 px on mobile, which is the ~120 characters commonly cited for
 * phones (checkmymetaapp.vercel.app/blog/meta-tag-length-2026, twaino.com/en/title-meta-description-checker,
 * freetoolarena.com/guides/how-to-preview-serp-snippets, wordlimit.ai/limits/seo-meta-tags).
 */
const GOOGLE: Record<Device, SnippetLimits> = {
  desktop: { title: { maxPx: 600, fontPx: 20 }, description: { maxPx: 920, fontPx: 14 } },
  mobile: { title: { maxPx: 560, fontPx: 20 }, description: { maxPx: 680, fontPx: 14 } },
};

/**
 * Bing: titles ~650 px on desktop (checkmymetaapp, as above). No pixel figure is cited for its descriptions
 * or its mobile page, and its description is cited at ~168 characters against Google's ~158 (aaa.pm, after
 * spotibo), so Google's widths stand in for those.
 */
const BING: Record<Device, SnippetLimits> = {
  desktop: { title: { maxPx: 650, fontPx: 20 }, description: GOOGLE.desktop.description },
  mobile: GOOGLE.mobile,
};

/**
 * Yahoo's results come from Bing, so Bing's widths. DuckDuckGo, Baidu and Yandex have no widths cited
 * anywhere we found: Google's stand in. For Baidu that shows a title of up to 30 CJK characters uncut,
 * close to the ~30–32 Chinese characters commonly cited for Baidu titles.
 */
const LIMITS: Record<SearchEngine, Record<Device, SnippetLimits>> = {
  google: GOOGLE,
  bing: BING,
  yahoo: BING,
  duckduckgo: GOOGLE,
  baidu: GOOGLE,
  yandex: GOOGLE,
};

export function serpLimits(engine: SearchEngine, device: Device): SnippetLimits {
  return LIMITS[engine][device];
}
