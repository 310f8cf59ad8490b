import type { Device } from '../search/devices';
import type { SearchEngine } from '../search/engines';
import type { LocationCode } from '../search/locations';
import { registrableDomainOf } from './discover-domain';
import { keywordKey } from '../search/query-identity';

/** How many discovered domains are offered. */
export const DISCOVERY_LIMIT = 10;

/** One of the user's tracked queries with the URLs of its top results (index i is position i + 1). */
export interface DiscoveryQuery {
  keyword: string;
  engine: SearchEngine;
  location: LocationCode;
  device: Device;
  top: readonly (string | null)[];
}

/** A domain seen in the top results of the user's queries. */
export interface DomainAppearances {
  /** Registrable domain, ASCII lower case. */
  domain: string;
  /** In how many of the queries it ranks (a query counts once however many of its pages rank). */
  appearances: number;
  bestPosition: number;
  /** Mean of its best position in each query it ranks in, one decimal. */
  averagePosition: number;
  /** The keywords it ranks for, best position first, each once (other case or spacing is the same keyword). */
  keywords: string[];
  locations: LocationCode[];
  searchEngines: SearchEngine[];
}

export interface CountTopDomainsOptions {
  /** Registrable domains (ASCII) left out: the user's own sites and the competitors they already track. */
  exclude: Iterable<string>;
  limit?: number;
  /** Keywords kept per domain (a competitor is tracked for at most this many). */
  keywordLimit?: number;
}

interface Tally {
  domain: string;
  positions: { position: number; query: DiscoveryQuery; order: number }[];
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * Discovery: which registrable domains rank most often in the top results of the user's queries
 * (www and other subdomains folded into their domain), leaving out `exclude`. Ordered by appearances, then best
 * position, then average position, then domain, so ties always come out the same; the first `limit`.
 */
export function countTopDomains(queries: readonly DiscoveryQuery[], options: CountTopDomainsOptions): DomainAppearances[] {
  const excluded = new Set(options.exclude);
  const tallies = new Map<string, Tally>();
  queries.forEach((query, order) => {
    // A domain's best position in this query: its other pages lower down do not count again.
    const best = new Map<string, number>();
    query.top.forEach((url, index) => {
      const domain = url === null ? null : registrableDomainOf(url);
      if (domain === null || excluded.has(domain) || best.has(domain)) return;
      best.set(domain, index + 1);
    });
    for (const [domain, position] of best) {
      const tally = tallies.get(domain) ?? { domain, positions: [] };
      tally.positions.push({ position, query, order });
      tallies.set(domain, tally);
    }
  });

  const counted = [...tallies.values()].map(({ domain, positions }): DomainAppearances => {
    const byPosition = [...positions].sort((a, b) => a.position - b.position || a.order - b.order);
    const keywords = new Map<string, string>();
    for (const { query } of byPosition) if (!keywords.has(keywordKey(query.keyword))) keywords.set(keywordKey(query.keyword), query.keyword);
    const sum = positions.reduce((total, p) => total + p.position, 0);
    return {
      domain,
      appearances: positions.length,
      bestPosition: byPosition[0]?.position ?? 0,
      averagePosition: Math.round((sum / positions.length) * 10) / 10,
      keywords: [...keywords.values()].slice(0, options.keywordLimit ?? Number.POSITIVE_INFINITY),
      locations: unique(byPosition.map((p) => p.query.location)),
      searchEngines: unique(byPosition.map((p) => p.query.engine)),
    };
  });
  counted.sort(
    (a, b) =>
      b.appearances - a.appearances ||
      a.bestPosition - b.bestPosition ||
      a.averagePosition - b.averagePosition ||
      (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0),
  );
  return counted.slice(0, options.limit ?? DISCOVERY_LIMIT);
}
