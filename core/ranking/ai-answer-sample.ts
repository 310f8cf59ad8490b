import type { AiAnswerRead } from '../search/ai-answers';
import type { HoldingCompetitor } from './feature-holdings';
import { matchesTarget } from './match-target';
import type { Target } from './parse-target';

/**
 * One AI answer about a query: `cited` (a source links to the site; its place from 1), `mentioned` (no source
 * does, but the answer names the site's domain), or `not_cited`; with how many sources it had and the
 * competitors among them.
 */
export interface AiAnswerSample {
  state: 'cited' | 'mentioned' | 'not_cited';
  /** The site's first place among the sources; null unless cited. */
  sitePosition: number | null;
  sources: number;
  competitors: { url: string; position: number }[];
}

const placeOf = (target: Target, urls: readonly string[]): number | null => {
  const index = urls.findIndex((url) => matchesTarget(target, url));
  return index === -1 ? null : index + 1;
};

/** The answer names the site: its host as written ("example.com"), case aside, not inside a longer name. */
function mentions(text: string, target: Target): boolean {
  const host = target.display.split('/')[0]?.toLowerCase() ?? '';
  if (host === '') return false;
  const escaped = host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9.-])(www\\.)?${escaped}($|[^a-z0-9-])`, 'i').test(text);
}

/** What one answer says of the site and its competitors, matched with the same URL rules as ranks. */
export function aiAnswerSample(read: AiAnswerRead, site: Target, competitors: readonly HoldingCompetitor[]): AiAnswerSample {
  const urls = read.references.map((reference) => reference.url);
  const sitePosition = placeOf(site, urls);
  return {
    state: sitePosition !== null ? 'cited' : mentions(read.text, site) ? 'mentioned' : 'not_cited',
    sitePosition,
    sources: urls.length,
    competitors: competitors.flatMap((competitor) => {
      const position = placeOf(competitor.target, urls);
      return position === null ? [] : [{ url: competitor.url, position }];
    }),
  };
}

/** The Monday (UTC, yyyy-mm-dd) of the week an instant falls in. */
export function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The citation rate week by week (Monday, UTC), oldest first; weeks without samples are left out. */
export function weeklyCitationRate(samples: readonly { state: AiAnswerSample['state']; sampledAt: Date }[]): { week: string; samples: number; cited: number; rate: number }[] {
  const weeks = new Map<string, { samples: number; cited: number }>();
  for (const sample of samples) {
    const week = weekOf(sample.sampledAt);
    const counts = weeks.get(week) ?? { samples: 0, cited: 0 };
    counts.samples += 1;
    if (sample.state === 'cited') counts.cited += 1;
    weeks.set(week, counts);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([week, counts]) => ({ week, ...counts, rate: Math.round((counts.cited / counts.samples) * 1000) / 10 }));
}

/** How often the samples cited (or only mentioned) the site: the rate is cited over all samples, in percent. */
export function citationRate(samples: readonly Pick<AiAnswerSample, 'state'>[]): { samples: number; cited: number; mentioned: number; rate: number | null } {
  const cited = samples.filter((sample) => sample.state === 'cited').length;
  const mentioned = samples.filter((sample) => sample.state === 'mentioned').length;
  return { samples: samples.length, cited, mentioned, rate: samples.length === 0 ? null : Math.round((cited / samples.length) * 1000) / 10 };
}
