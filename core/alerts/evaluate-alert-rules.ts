import { ALERT_CHANNELS, type AlertChannel, type AlertRule, type AlertScope } from './alert-rule';
import { sameKeyword } from '../search/query-identity';
import type { AlertDelivery, AlertEvent, CheckFacts, CheckQuery } from './alert-event';
import { fireSerpFeatureTrigger } from './serp-feature-alerts';

/** Case and surrounding space never make two sites or locations different for a rule's scope. */
const same = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export function scopeMatches(scope: AlertScope, query: CheckQuery): boolean {
  return (
    (scope.websiteUrl === null || same(scope.websiteUrl, query.websiteUrl)) &&
    (scope.keyword === null || sameKeyword(scope.keyword, query.keyword)) &&
    (scope.searchEngine === null || scope.searchEngine === query.searchEngine) &&
    (scope.location === null || same(scope.location, query.location)) &&
    (scope.tag === null || (query.tags ?? []).includes(scope.tag))
  );
}

/** A competitor is ahead when it has a rank and the site has none or a worse one. */
const ahead = (competitorRank: number, rank: number) => competitorRank > 0 && (rank <= 0 || competitorRank < rank);

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

function overtaking(facts: CheckFacts): AlertEvent | null {
  const previous = facts.previous;
  // Overtaking needs a before: on the first check of a query, a competitor ahead has not overtaken anything.
  if (!previous) return null;
  const overtakers = facts.competitors
    .filter((c) => ahead(c.rank, facts.rank))
    .filter((c) => {
      const before = previous.competitors.find((p) => sameUrl(p.url, c.url));
      return !before || !ahead(before.rank, previous.rank);
    })
    .sort((a, b) => a.rank - b.rank);
  const best = overtakers[0];
  return best ? { trigger: 'competitor_overtakes', competitorUrl: best.url, competitorRank: best.rank, rank: facts.rank } : null;
}

/**
 * Whether one rule fires for a saved check, and on what. Rank moves compare with the previous positive rank
 * (spec §4: a not-found in between is skipped; nothing for no change or for a rank of 0 or less); leaving the
 * top N and dropping out compare with the check just before, so a site that stays out does not fire again.
 */
export function fireRule(rule: AlertRule, facts: CheckFacts): AlertEvent | null {
  const { rank } = facts;
  const previousPositive = facts.previousPositive?.rank ?? null;
  const previous = facts.previous?.rank ?? 0;
  const n = rule.threshold ?? 1;
  switch (rule.trigger) {
    case 'moves_by': {
      if (rank <= 0 || previousPositive === null || rank === previousPositive) return null;
      const change = previousPositive - rank;
      return Math.abs(change) >= n ? { trigger: 'moves_by', rank, previousRank: previousPositive, change } : null;
    }
    case 'enters_top':
      if (rank <= 0 || previousPositive === null || rank > n || previousPositive <= n) return null;
      return { trigger: 'enters_top', top: n, rank, previousRank: previousPositive, change: previousPositive - rank };
    case 'leaves_top':
      if (previous <= 0 || previous > n || (rank > 0 && rank <= n)) return null;
      return { trigger: 'leaves_top', top: n, rank, previousRank: previous };
    case 'drops_out':
      return previous > 0 && rank <= 0 ? { trigger: 'drops_out', previousRank: previous } : null;
    case 'url_changed': {
      const before = facts.previousPositive?.matchedUrl ?? null;
      if (rank <= 0 || !facts.matchedUrl || !before || sameUrl(before, facts.matchedUrl)) return null;
      return { trigger: 'url_changed', rank, url: facts.matchedUrl, previousUrl: before };
    }
    case 'competitor_overtakes':
      return overtaking(facts);
    case 'ai_cited':
    case 'ai_uncited':
    case 'competitor_ai_cited':
    case 'snippet_won':
    case 'snippet_lost':
      return fireSerpFeatureTrigger(rule.trigger, facts);
  }
}

/**
 * Rules whose events say the same thing compete: one message per topic and channel. For the rank, a
 * milestone wins over dropping out, which wins over leaving the top N, which wins over a plain move (spec §4:
 * the milestone takes priority over the change message); a smaller top wins among milestones (the top 3 over
 * the top 10), a bigger one among exits. Ties go to the older rule.
 */
function topic(event: AlertEvent): string {
  if (event.trigger === 'url_changed') return 'url';
  if (event.trigger === 'competitor_overtakes') return 'competitor';
  // Cited and no longer cited cannot both be true: one topic; a competitor's citation and the snippet are their own.
  if (event.trigger === 'ai_cited' || event.trigger === 'ai_uncited') return 'ai-overview';
  if (event.trigger === 'competitor_ai_cited') return 'competitor-ai-overview';
  if (event.trigger === 'snippet_won' || event.trigger === 'snippet_lost') return 'snippet';
  return 'rank';
}

function priority(event: AlertEvent): number {
  switch (event.trigger) {
    case 'enters_top':
      return event.top;
    case 'drops_out':
      return 1_000;
    case 'leaves_top':
      return 2_000 - event.top;
    default:
      return 3_000;
  }
}

/**
 * The deliveries for a saved check: each active rule in scope and not cooling down fires or not; per topic
 * and channel the best event wins. A rule that wins on no channel is left out, so its cooldown is not spent.
 */
export function evaluateAlertRules(rules: readonly AlertRule[], facts: CheckFacts, coolingDown: (rule: AlertRule) => boolean): AlertDelivery[] {
  const fired = rules
    .filter((rule) => rule.isActive && scopeMatches(rule.scope, facts.query) && !coolingDown(rule))
    .flatMap((rule) => {
      const event = fireRule(rule, facts);
      return event ? [{ rule, event }] : [];
    })
    .sort((a, b) => priority(a.event) - priority(b.event) || Number(a.rule.id) - Number(b.rule.id));

  const taken = new Set<string>();
  const deliveries: AlertDelivery[] = [];
  for (const { rule, event } of fired) {
    const channels = ALERT_CHANNELS.filter((channel: AlertChannel) => {
      const slot = `${topic(event)}:${channel}`;
      if (!rule.channels[channel] || taken.has(slot)) return false;
      taken.add(slot);
      return true;
    });
    if (channels.length > 0) deliveries.push({ rule, event, channels });
  }
  return deliveries;
}
