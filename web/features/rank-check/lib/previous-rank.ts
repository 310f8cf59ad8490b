import { keywordKey } from '../../../../core/search/query-identity';
import { readStorage, writeStorage } from '../../../lib/safe-storage';

export interface RankKey {
  websiteUrl: string;
  keyword: string;
  searchEngine: string;
  location: string;
  device: string;
}

// Guests have no history on the server, so the last rank for the same query is kept in the browser. A signed-in
// user's previous rank comes from their saved checks, with the result (never from here).
function storageKey(k: RankKey): string {
  const site = k.websiteUrl.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/+$/, '');
  // Desktop keeps the key it had before devices existed, so a guest's earlier check still counts.
  const device = k.device === 'desktop' ? '' : `${k.device}:`;
  return `rank-checker:last-rank:${device}${k.searchEngine}:${k.location}:${site}:${keywordKey(k.keyword)}`;
}

export function readPreviousRank(k: RankKey): number | null {
  const raw = readStorage('local', storageKey(k));
  const rank = raw === null ? NaN : Number(raw);
  return Number.isInteger(rank) && rank >= 0 ? rank : null;
}

export function savePreviousRank(k: RankKey, rank: number): void {
  writeStorage('local', storageKey(k), String(rank));
}
