import { SEARCH_ENGINES, type SearchEngine } from '../search/engines';
import type { AccessTier } from './daily-limit';

/** What a tier may use. */
export interface TierFeatures {
  engines: readonly SearchEngine[];
  /** Up to 3 competitor URLs per check. */
  competitorTracking: boolean;
  /** Downloading a report as PDF: Pro, Enterprise and the trial (so a trial shows what Pro's reports are). */
  pdfReports: boolean;
  /** Spec §6 'automated PDF reports': e-mailing a report on a schedule is Pro's and Enterprise's. */
  scheduledReports: boolean;
  /** Spec §6: white label (own name, logo and colour on reports) is Enterprise's. */
  whiteLabel: boolean;
  /** Spec §6 Pro's "API": API keys for the /api/v1 routes (Enterprise's too, and the trial's to try it). */
  api: boolean;
}

const GOOGLE_ONLY: TierFeatures = {
  engines: ['google'],
  competitorTracking: false,
  pdfReports: false,
  scheduledReports: false,
  whiteLabel: false,
  api: false,
};
const ALL_ENGINES = { engines: SEARCH_ENGINES, competitorTracking: true, pdfReports: true, api: true } as const;

/** Spec §6: guests and free accounts check Google only without competitors; trial, pro and enterprise get all. */
const TIER_FEATURES: Record<AccessTier, TierFeatures> = {
  guest: GOOGLE_ONLY,
  free: GOOGLE_ONLY,
  trial: { ...ALL_ENGINES, scheduledReports: false, whiteLabel: false },
  pro: { ...ALL_ENGINES, scheduledReports: true, whiteLabel: false },
  enterprise: { ...ALL_ENGINES, scheduledReports: true, whiteLabel: true },
};

/** The engines and features of a tier. */
export function tierFeatures(tier: AccessTier): TierFeatures {
  return TIER_FEATURES[tier];
}

/** Why a check is refused by the caller's tier, or null when it is allowed. */
export type FeatureRestriction = { kind: 'engine'; engine: SearchEngine } | { kind: 'competitors' } | null;

/**
 * What in a check the caller's tier does not include. The engine is judged first, so a request breaking
 * both rules hears about the engine (the first thing the form shows).
 * @example checkRestriction('free', 'bing', 0) // { kind: 'engine', engine: 'bing' }
 */
export function checkRestriction(tier: AccessTier, engine: SearchEngine, competitorCount: number): FeatureRestriction {
  const features = TIER_FEATURES[tier];
  if (!features.engines.includes(engine)) return { kind: 'engine', engine };
  if (competitorCount > 0 && !features.competitorTracking) return { kind: 'competitors' };
  return null;
}
