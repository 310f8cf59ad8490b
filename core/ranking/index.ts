// Public API of the ranking domain: the server and the web app import from here.
export { normalizeKeyword, stripLeadingSpaces } from './normalize-keyword';
export { parseTarget, type ParseTargetResult, type Target } from './parse-target';
export { unwrapResultUrl } from './unwrap-result-url';
export { matchesTarget } from './match-target';
export { isHostUnder } from './is-host-under';
export { findPositions, type RankedUrl, type TargetPositions } from './find-positions';
export { isUncertainFor, locateTarget, needsResolution, type LocatedTarget, type ScannedEntry } from './locate-target';
export { pageOfRank, resultTypeOf, RESULTS_PER_DISPLAY_PAGE } from './rank-page';
export { RANK_BANDS, rankBand, type RankBand } from './rank-band';
export { rankTrend, trendText, TREND_LABELS, type RankTrend } from './rank-trend';
export { compareWithCompetitors, type CompetitorComparison } from './compare-competitors';
export { performancePercentage } from './performance';
export { lastCheckedText } from './last-checked';
export { recommendationsFor } from './recommendations';
export { hostToUnicode } from './host-to-unicode';
export { aiOverviewCitation, aiOverviewText, featureHoldings, featureHoldingsText, richestResultType, type AiOverviewCitation, type FeatureHolding, type HoldingCompetitor } from './feature-holdings';
