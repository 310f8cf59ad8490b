import type { RankBand } from '../../../../core/ranking/rank-band';
import { checkLogoDataUrl } from '../../../../core/reports/logo-data-url';
import type { Branding } from '../../../../contracts/report';

/** Our own name and colour (the web app's brand indigo), used unless the report carries white-label branding. */
export const DEFAULT_BRAND_NAME = 'Rank Checker';
export const DEFAULT_ACCENT = '#4338ca';

/** A4 in points, one margin all round, and a band at the bottom kept for the footer. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  margin: 48,
  footerHeight: 36,
} as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Content never goes below this line; the footer lives under it. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - PAGE.footerHeight + 24;

/** One type scale for the whole document. */
export const SIZE = { title: 22, heading: 13, body: 9, small: 8, caption: 7, tile: 20 } as const;

export const INK = {
  text: '#0f172a',
  muted: '#475569',
  subtle: '#94a3b8',
  border: '#e2e8f0',
  gridline: '#cbd5e1',
  surface: '#f8fafc',
  up: '#15803d',
  down: '#dc2626',
  /** Share of voice beside visibility, as the site page's chart draws it (magenta, dashed). */
  voice: '#be185d',
  /** Amber for what the reader must not miss: simulated results. */
  warn: '#92400e',
  warnSurface: '#fffbeb',
  warnBorder: '#fcd34d',
} as const;

/** Band colours as the result card shows them (green, yellow, orange, red, grey). */
export const BAND_COLOURS: Record<RankBand, string> = {
  top10: '#16a34a',
  top30: '#eab308',
  top50: '#f97316',
  beyond50: '#dc2626',
  'not-found': '#94a3b8',
};

export interface PdfTheme {
  brandName: string;
  accent: string;
  /** The accent mixed with white, for tinted backgrounds. */
  accentSoft: string;
  /** Decoded logo image, or null. */
  logo: Buffer | null;
}

/** Mixes a #rrggbb colour with white; `amount` 0 = the colour, 1 = white. */
export function tint(hex: string, amount: number): string {
  const channel = (index: number) => {
    const value = Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
    return Math.round(value + (255 - value) * amount).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/**
 * The logo's bytes when the data URL passes the logo check (a well-formed PNG or JPEG of at most 2000 × 2000
 * pixels, see core/reports/logo-data-url), else null: pdfkit decodes the pixels of PNGs with transparency or
 * interlacing, so nothing unchecked may reach it.
 */
export function decodeLogo(dataUrl: string | null): Buffer | null {
  if (!dataUrl || !checkLogoDataUrl(dataUrl).ok) return null;
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The white label when the report has one, else ours. */
export function themeFor(branding: Branding | null): PdfTheme {
  const accent = branding && /^#[0-9a-fA-F]{6}$/.test(branding.accentColor) ? branding.accentColor : DEFAULT_ACCENT;
  return {
    brandName: branding?.companyName.trim() || DEFAULT_BRAND_NAME,
    accent,
    accentSoft: tint(accent, 0.9),
    logo: decodeLogo(branding?.logoDataUrl ?? null),
  };
}
