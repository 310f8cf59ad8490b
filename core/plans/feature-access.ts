import type { SearchEngine } from '../search/engines';
import type { AccessTier } from './daily-limit';

/** Spec §6: guests and free accounts check Google only and track no competitors. */
const TIER_FEATURES: Record<AccessTier, { engines: readonly SearchEngine[]; competitors: boolean }> = {
  guest: { engines: ['google'], competitors: false },
  free: { engines: ['google'], competitors: false },
};

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
  if (competitorCount > 0 && !features.competitors) return { kind: 'competitors' };
  return null;
}
