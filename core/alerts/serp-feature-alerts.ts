import { citedPosition, wasRead, type FeatureHolding } from '../ranking/feature-holdings';
import type { AlertEvent, CheckFacts } from './alert-event';

const holdsSnippet = (features: readonly FeatureHolding[]) => features.some((holding) => holding.feature === 'answer_box' && holding.heldBySite);

/**
 * AI Overview and featured snippet triggers. Each compares this check with the latest earlier one that knew the
 * same thing (facts.previousOverview skips overviews that could not be read), and needs both: a first check,
 * or one whose overview could not be read, fires none of them, so "shown, not readable" never reads as "no
 * longer cited".
 */
export function fireSerpFeatureTrigger(trigger: AlertEvent['trigger'], facts: CheckFacts): AlertEvent | null {
  const now = facts.aiOverview;
  const before = facts.previousOverview;
  switch (trigger) {
    case 'ai_cited': {
      const position = citedPosition(now);
      if (position === null || now?.state !== 'cited' || !wasRead(before) || citedPosition(before) !== null) return null;
      return { trigger: 'ai_cited', position, sources: now.sources };
    }
    case 'ai_uncited': {
      const previousPosition = citedPosition(before);
      if (previousPosition === null || !wasRead(now) || citedPosition(now) !== null) return null;
      return { trigger: 'ai_uncited', previousPosition, overviewShown: now.state === 'cited' };
    }
    case 'competitor_ai_cited': {
      if (now?.state !== 'cited' || !wasRead(before)) return null;
      const earlier = before.state === 'cited' ? before.competitors.map((competitor) => competitor.url) : [];
      const newcomer = now.competitors.filter((competitor) => !earlier.includes(competitor.url)).sort((a, b) => a.position - b.position)[0];
      return newcomer ? { trigger: 'competitor_ai_cited', competitorUrl: newcomer.url, position: newcomer.position, sources: now.sources, sitePosition: now.sitePosition } : null;
    }
    case 'snippet_won':
      if (!facts.features || !facts.previousFeatures || !holdsSnippet(facts.features) || holdsSnippet(facts.previousFeatures)) return null;
      return { trigger: 'snippet_won', rank: facts.rank };
    case 'snippet_lost': {
      if (!facts.features || !facts.previousFeatures || holdsSnippet(facts.features) || !holdsSnippet(facts.previousFeatures)) return null;
      const snippet = facts.features.find((holding) => holding.feature === 'answer_box');
      return { trigger: 'snippet_lost', holders: snippet?.competitors ?? [] };
    }
    default:
      return null;
  }
}
