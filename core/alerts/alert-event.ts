import type { AlertRule } from './alert-rule';

/** The saved check a rule is evaluated against. */
export interface CheckQuery {
  websiteUrl: string;
  keyword: string;
  searchEngine: string;
  location: string;
  device: string;
  /** The tags of the tracked query this check is of; none when it is not tracked (or not looked up). */
  tags?: readonly string[];
}

export interface CompetitorRank {
  url: string;
  /** 0 when not found. */
  rank: number;
}

export interface CheckFacts {
  query: CheckQuery;
  /** 0 when the site was not found. */
  rank: number;
  matchedUrl: string | null;
  competitors: readonly CompetitorRank[];
  /** The latest earlier check of the same query, whatever its rank (null: this is the first). */
  previous: { rank: number; matchedUrl: string | null; competitors: readonly CompetitorRank[] } | null;
  /** The latest earlier check with a rank above 0: rank alerts compare with it (spec §4). */
  previousPositive: { rank: number; matchedUrl: string | null } | null;
}

export type AlertEvent =
  | { trigger: 'moves_by'; rank: number; previousRank: number; change: number }
  | { trigger: 'enters_top'; top: number; rank: number; previousRank: number; change: number }
  | { trigger: 'leaves_top'; top: number; rank: number; previousRank: number }
  | { trigger: 'drops_out'; previousRank: number }
  | { trigger: 'url_changed'; rank: number; url: string; previousUrl: string }
  | { trigger: 'competitor_overtakes'; competitorUrl: string; competitorRank: number; rank: number };

/** A rule that fired and the channels it delivers on after the priority between rules is applied. */
export interface AlertDelivery {
  rule: AlertRule;
  event: AlertEvent;
  channels: ('inApp' | 'email' | 'webhook')[];
}
