import type { AiOverviewSummary } from '../ranking/feature-holdings';
import type { Device } from '../search/devices';
import type { PageFeature } from '../search/serp-features';
import type { SearchEngine } from '../search/engines';

/** A competitor's rank in one check (0 = not found in the top 100). */
export interface ReportCompetitorRank {
  url: string;
  rank: number;
}

/** One saved check of the report's site. */
export interface ReportCheck {
  keyword: string;
  engine: SearchEngine;
  location: string;
  /** With keyword, engine and location it makes the tracked query: desktop and mobile rank separately. */
  device: Device;
  /** The results came from the built-in simulated search engine: not a real ranking. */
  simulated: boolean;
  /** 0 = not found in the top 100. */
  rank: number;
  competitors: readonly ReportCompetitorRank[];
  checkedAt: Date;
  /** Its AI Overview: whether it cited the site and where; null or absent when not known. */
  aiOverview?: AiOverviewSummary | null;
  /** The SERP features the site held on its first page (answer_box, local_pack...); null or absent when not known. */
  featuresHeld?: readonly PageFeature['feature'][] | null;
}

/** Everything a period report is built from: the site's checks in the period and how to read its days. */
export interface ReportInput {
  site: string;
  /** First and last day of the period (yyyy-mm-dd, both inclusive) in `timeZone`. */
  from: string;
  to: string;
  /** The owner's IANA zone: it decides which day each check falls on. */
  timeZone: string;
  checks: readonly ReportCheck[];
  /** When the report is generated (the clock stays outside core). */
  now: Date;
}
