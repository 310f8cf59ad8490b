import { keywordWords, slugOf, titleOf } from './keyword-words';
import { seededRandom } from './prng';
import type { SerpContext, SyntheticResult } from './synthetic-serp';
import { MAX_RANK } from '../../../../core/search/paging';

/** Share of (target, query) pairs for which the simulated engine does not list the site at all. */
export const ABSENT_SHARE = 0.2;

interface ParsedTarget {
  host: string;
  path: string | null;
}

/** "https://www.Example.com/pricing/" -> { host: 'example.com', path: '/pricing' }. */
export function parseTargetHint(target: string): ParsedTarget | null {
  const trimmed = target.trim().toLowerCase().replace(/^[a-z]+:\/\//, '');
  const slash = trimmed.indexOf('/');
  const host = (slash === -1 ? trimmed : trimmed.slice(0, slash)).replace(/:\d+$/, '').replace(/\.$/, '').replace(/^www\./, '');
  if (!/^[a-z0-9.-]+\.[a-z0-9-]+$/.test(host)) return null;
  const path = slash === -1 ? '' : trimmed.slice(slash).replace(/[?#].*$/, '').replace(/\/+$/, '');
  return { host, path: path === '' ? null : path };
}

/** When and on what the simulated engine is asked: ranks move from day to day and differ by device. */
export interface Moment {
  /** Days since 1970-01-01 (UTC). */
  day: number;
  device: string;
}

/**
 * How far a base position moves on a day and device: two slow waves with phases drawn from the target and query
 * (a site climbs or slides over weeks), a day's jitter of one place, and a fixed offset on mobile. Positions near
 * the top move less than deep ones, as on a real engine. Deterministic: the same day gives the same answer.
 */
export function drift(base: number, seed: readonly string[], moment: Moment): number {
  const random = seededRandom('drift', ...seed);
  const amplitude = Math.max(1, Math.round(base * 0.2));
  const [phase1, phase2, period1, period2, mobile] = [random(), random(), 9 + random() * 12, 25 + random() * 30, random()];
  const waves = 0.65 * Math.sin(2 * Math.PI * (moment.day / period1 + phase1)) + 0.35 * Math.sin(2 * Math.PI * (moment.day / period2 + phase2));
  const jitter = Math.floor(seededRandom('jitter', ...seed, moment.day)() * 3) - 1;
  const deviceOffset = moment.device === 'mobile' ? Math.round((mobile - 0.4) * Math.max(2, amplitude * 1.5)) : 0;
  return Math.round(amplitude * waves) + jitter + deviceOffset;
}

/**
 * Where the simulated engine lists each target for a query: a position in 1..100 drawn from
 * hash(target, keyword, engine, location) and skewed towards the top, or nowhere (ABSENT_SHARE of the
 * time). Whole sites sometimes rank a second page further down. Given a moment, each position then drifts
 * with the day and device (`drift`); one pushed past 100 is not listed that day. Targets are placed in a
 * fixed order and shifted to the next free position on a clash, so a given set of targets on a given day
 * always gives the same SERP.
 */
export function placeTargets(ctx: SerpContext, targets: readonly string[], moment?: Moment): Map<number, SyntheticResult> {
  const placed = new Map<number, SyntheticResult>();
  const parsed = [...new Set(targets)]
    .map(parseTargetHint)
    .filter((t): t is ParsedTarget => t !== null)
    .sort((a, b) => `${a.host}${a.path ?? ''}`.localeCompare(`${b.host}${b.path ?? ''}`));
  const words = keywordWords(ctx.keyword);
  const title = titleOf(ctx.keyword);

  const place = (wanted: number, result: SyntheticResult) => {
    let position = wanted;
    for (let tries = 0; tries < MAX_RANK && placed.has(position); tries++) position = (position % MAX_RANK) + 1;
    if (!placed.has(position)) placed.set(position, result);
  };

  for (const target of parsed) {
    const random = seededRandom('target', target.host, target.path ?? '', ctx.keyword, ctx.engine, ctx.location);
    if (random() < ABSENT_SHARE) continue;
    const base = 1 + Math.min(MAX_RANK - 1, Math.floor(MAX_RANK * random() ** 1.3));
    const position = moment ? Math.max(1, base + drift(base, [target.host, target.path ?? '', ctx.keyword, ctx.engine, ctx.location], moment)) : base;
    if (position > MAX_RANK) continue;
    // A bare registrable domain (two labels) is usually served from www.
    const shownHost = target.host.split('.').length === 2 ? `www.${target.host}` : target.host;
    const siteName = target.host.split('.')[0] ?? target.host;
    const result = (path: string, label: string): SyntheticResult => ({
      url: `https://${shownHost}${path}`,
      title: `${title} ${label} | ${siteName.charAt(0).toUpperCase()}${siteName.slice(1)}`,
      snippet: `${title} from ${target.host}: what we offer, how it works and why customers choose us.`,
      host: target.host,
    });
    place(position, result(target.path ?? `/${slugOf(words)}`, '- Official Site'));
    if (target.path === null && random() < 0.25) {
      const second = position + 2 + Math.floor(random() * 15);
      if (second <= MAX_RANK) place(second, result(`/blog/${slugOf(words)}-guide`, 'Guide'));
    }
  }
  return placed;
}
