import type { Branding, Report } from '../../contracts/report';
import { buildReport } from '../../core/reports/build-report';
import type { ReportCheck } from '../../core/reports/report-input';
import type { Device } from '../../core/search/devices';
import type { SearchEngine } from '../../core/search/engines';

interface Track {
  keyword: string;
  engine: SearchEngine;
  location: string;
  /** Desktop unless given. */
  device?: Device;
  /** Every check of the track came from the simulated engine. */
  simulated?: boolean;
  /** Rank at the first and the last check (0 = not found); checks in between go in a straight line. */
  first: number;
  last: number;
  competitors?: boolean;
}

/** Queries with every kind of movement a report shows: into and out of the top 10 and top 3, found and lost; one on mobile. */
export const SAMPLE_TRACKS: readonly Track[] = [
  { keyword: 'running shoes', engine: 'google', location: 'us', first: 14, last: 6, competitors: true },
  { keyword: 'trail running shoes', engine: 'google', location: 'us', first: 4, last: 2, competitors: true },
  { keyword: 'best marathon shoes', engine: 'google', location: 'gb', first: 2, last: 5 },
  { keyword: 'waterproof hiking boots', engine: 'bing', location: 'us', first: 8, last: 23, competitors: true },
  { keyword: 'minimalist sneakers', engine: 'google', location: 'us', device: 'mobile', first: 35, last: 18, competitors: true },
  { keyword: 'buy shoes online', engine: 'yahoo', location: 'us', first: 0, last: 47 },
  { keyword: 'shoe store near me', engine: 'google', location: 'ca', first: 61, last: 0 },
  { keyword: 'kids sneakers sale', engine: 'duckduckgo', location: 'us', first: 12, last: 12 },
  { keyword: 'chaussures de course légères', engine: 'google', location: 'fr', first: 3, last: 1 },
  { keyword: 'zapatillas de running baratas', engine: 'google', location: 'es', first: 30, last: 27 },
  { keyword: 'купить кроссовки', engine: 'yandex', location: 'ru', first: 9, last: 7 },
  { keyword: '跑步鞋', engine: 'baidu', location: 'cn', first: 22, last: 15 },
];

const FROM = '2026-10-01';
const TO = '2026-10-30';
const DAY_MS = 86_400_000;
/** A check every third day at 09:00 UTC. */
const CHECK_DAYS = Array.from({ length: 10 }, (_, index) => index * 3);

function rankOn(track: Track, step: number, steps: number): number {
  if (step === 0) return track.first;
  if (step === steps - 1) return track.last;
  const from = track.first || 101;
  const to = track.last || 101;
  const rank = Math.round(from + ((to - from) * step) / (steps - 1));
  return rank > 100 ? 0 : rank;
}

/**
 * What the sample's Google checks read beyond the ranks: "running shoes" becomes cited in the AI Overview half
 * way through, "best marathon shoes" stops being cited and loses its sitelinks, "trail running shoes" stays cited
 * and wins the featured snippet at the end; other Google queries show no overview. Other engines read none.
 */
function serpFactsOf(track: Track, step: number): Pick<ReportCheck, 'aiOverview' | 'featuresHeld'> {
  if (track.engine !== 'google') return {};
  const late = step >= CHECK_DAYS.length / 2;
  const last = step === CHECK_DAYS.length - 1;
  switch (track.keyword) {
    case 'running shoes':
      return { aiOverview: { state: 'cited', sitePosition: late ? 3 : null, sources: 7 }, featuresHeld: [] };
    case 'best marathon shoes':
      return { aiOverview: { state: 'cited', sitePosition: late ? null : 2, sources: 5 }, featuresHeld: late ? [] : ['sitelinks'] };
    case 'trail running shoes':
      return { aiOverview: { state: 'cited', sitePosition: 1, sources: 6 }, featuresHeld: last ? ['answer_box', 'sitelinks'] : ['sitelinks'] };
    default:
      return { aiOverview: { state: 'none' }, featuresHeld: [] };
  }
}

function checksOf(track: Track): ReportCheck[] {
  return CHECK_DAYS.map((day, step) => {
    const rank = rankOn(track, step, CHECK_DAYS.length);
    return {
      ...serpFactsOf(track, step),
      keyword: track.keyword,
      engine: track.engine,
      location: track.location,
      device: track.device ?? 'desktop',
      simulated: track.simulated ?? false,
      rank,
      competitors: track.competitors
        ? [
            { url: 'rival-shoes.com', rank: Math.max(1, rank - 2) },
            { url: 'sportsmart.example', rank: rank + 4 + (step % 3) },
          ]
        : [],
      checkedAt: new Date(Date.parse(`${FROM}T09:00:00Z`) + day * DAY_MS),
    };
  });
}

/** `count` more queries, 'long tail keyword 001'..., to make the keyword table run over pages. */
export function longTailTracks(count: number): Track[] {
  return Array.from({ length: count }, (_, index) => ({
    keyword: `long tail keyword ${String(index + 1).padStart(3, '0')}`,
    engine: 'google' as const,
    location: 'us',
    first: 20 + (index % 60),
    last: 10 + ((index * 7) % 80),
  }));
}

export const SAMPLE_BRANDING: Branding = {
  companyName: 'Acme Growth Partners',
  accentColor: '#0f766e',
  logoDataUrl: null,
};

/** A report of example.com over 1-30 Oct 2026 built by the real report maths from fixed checks. */
export function sampleReport(
  options: {
    extraKeywords?: number;
    branding?: Branding | null;
    /** Sample keywords typed differently (same engine, location and ranks), e.g. in other scripts. */
    renameKeywords?: Readonly<Record<string, string>>;
    /** Sample keywords whose checks came from the simulated engine. */
    simulatedKeywords?: readonly string[];
  } = {},
): Report {
  const renamed = SAMPLE_TRACKS.map((track) => ({
    ...track,
    keyword: options.renameKeywords?.[track.keyword] ?? track.keyword,
    simulated: options.simulatedKeywords?.includes(track.keyword) ?? false,
  }));
  const tracks = [...renamed, ...longTailTracks(options.extraKeywords ?? 0)];
  const built = buildReport({
    site: 'example.com',
    from: FROM,
    to: TO,
    timeZone: 'UTC',
    checks: tracks.flatMap(checksOf),
    now: new Date('2026-10-31T09:05:00Z'),
  });
  return { ...built, tag: null, branding: options.branding ?? null };
}
