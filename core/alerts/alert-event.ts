import type { AiOverviewCitation, FeatureHolding } from '../ranking/feature-holdings';
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
  /** This check's AI Overview; null or absent when not read (an engine without one, or a provider that reads none). */
  aiOverview?: AiOverviewCitation | null;
  /**
   * The latest earlier AI Overview that was read (none, or its sources): citation alerts compare with it, so an
   * overview that could not be read in between neither fires nor resets anything.
   */
  previousOverview?: AiOverviewCitation | null;
  /** This check's SERP features and who held them; null or absent when unknown. */
  features?: readonly FeatureHolding[] | null;
  /** The latest earlier check's known SERP features. */
  previousFeatures?: readonly FeatureHolding[] | null;
}

export type AlertEvent =
  | { trigger: 'moves_by'; rank: number; previousRank: number; change: number }
  | { trigger: 'enters_top'; top: number; rank: number; previousRank: number; change: number }
  | { trigger: 'leaves_top'; top: number; rank: number; previousRank: number }
  | { trigger: 'drops_out'; previousRank: number }
  | { trigger: 'url_changed'; rank: number; url: string; previousUrl: string }
  | { trigger: 'competitor_overtakes'; competitorUrl: string; competitorRank: number; rank: number }
  | { trigger: 'ai_cited'; position: number; sources: number }
  | { trigger: 'ai_uncited'; previousPosition: number; overviewShown: boolean }
  | { trigger: 'competitor_ai_cited'; competitorUrl: string; position: number; sources: number; sitePosition: number | null }
  | { trigger: 'snippet_won'; rank: number }
  | { trigger: 'snippet_lost'; holders: string[] };

/** A rule that fired and the channels it delivers on after the priority between rules is applied. */
export interface AlertDelivery {
  rule: AlertRule;
  event: AlertEvent;
  channels: ('inApp' | 'email' | 'webhook')[];
}
