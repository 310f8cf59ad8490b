import { describe, expect, it } from 'vitest';
import type { CheckFacts } from './alert-event';
import { DEFAULT_ALERT_RULES, type AlertRule, type AlertRuleSpec } from './alert-rule';
import { alertText } from './alert-text';
import { evaluateAlertRules, fireRule } from './evaluate-alert-rules';

const query = { websiteUrl: 'example.com', keyword: 'running shoes', searchEngine: 'google', location: 'us', device: 'desktop' };

function facts(rank: number, previous: number | null, extra: Partial<CheckFacts> = {}): CheckFacts {
  return {
    query,
    rank,
    matchedUrl: rank > 0 ? 'https://example.com/shoes' : null,
    competitors: [],
    previous: previous === null ? null : { rank: previous, matchedUrl: null, competitors: [] },
    previousPositive: previous !== null && previous > 0 ? { rank: previous, matchedUrl: null } : null,
    ...extra,
  };
}

let nextId = 1;
const rule = (spec: Partial<AlertRuleSpec> & Pick<AlertRuleSpec, 'trigger'>): AlertRule => ({
  id: String(nextId++),
  name: spec.trigger,
  scope: { websiteUrl: null, keyword: null, searchEngine: null, location: null, tag: null },
  threshold: null,
  channels: { inApp: true, email: false, webhook: false },
  cooldownMinutes: 0,
  isActive: true,
  ...spec,
});
const defaults = (): AlertRule[] => DEFAULT_ALERT_RULES.map((spec) => ({ ...spec, id: String(nextId++) }));
const never = () => false;
const titles = (rules: AlertRule[], f: CheckFacts) => evaluateAlertRules(rules, f, never).map((d) => alertText(d.event, query).title);

describe('the default rules are the spec’s rank alerts', () => {
  it.each([
    // rank, previous positive, expected titles
    [5, 8, ['Ranking improved']],
    [20, 12, ['Ranking dropped']],
    [11, 10, ['Ranking dropped']],
    [10, 11, ['Top 10 reached']],
    [8, 15, ['Top 10 reached']],
    [3, 4, ['Top 3 reached']],
    [1, 3, ['Ranking improved']],
    [2, 12, ['Top 3 reached']],
    [7, 7, []],
    [0, 7, []],
    [3, null, []],
  ] as const)('#%i after #%s → %j', (rank, previous, expected) => {
    expect(titles(defaults(), facts(rank, previous))).toEqual(expected);
  });

  it('compares with the previous positive rank, skipping a not-found in between', () => {
    const f = facts(8, 0, { previousPositive: { rank: 15, matchedUrl: null } });
    expect(titles(defaults(), f)).toEqual(['Top 10 reached']);
  });
});

describe('fireRule', () => {
  it.each([
    ['moves_by 5: a move of 4 is too small', rule({ trigger: 'moves_by', threshold: 5 }), facts(6, 10), null],
    ['moves_by 5: a move of 5 fires', rule({ trigger: 'moves_by', threshold: 5 }), facts(5, 10), 'moves_by'],
    ['moves_by 5: a drop of 5 fires', rule({ trigger: 'moves_by', threshold: 5 }), facts(15, 10), 'moves_by'],
    ['enters_top 20 from 21', rule({ trigger: 'enters_top', threshold: 20 }), facts(20, 21), 'enters_top'],
    ['enters_top 20 from inside', rule({ trigger: 'enters_top', threshold: 20 }), facts(5, 19), null],
    ['leaves_top 10 from 10 to 11', rule({ trigger: 'leaves_top', threshold: 10 }), facts(11, 10), 'leaves_top'],
    ['leaves_top 10 to not found', rule({ trigger: 'leaves_top', threshold: 10 }), facts(0, 4), 'leaves_top'],
    ['leaves_top 10 staying inside', rule({ trigger: 'leaves_top', threshold: 10 }), facts(9, 2), null],
    ['leaves_top 10 already outside', rule({ trigger: 'leaves_top', threshold: 10 }), facts(30, 12), null],
    ['drops_out from #4', rule({ trigger: 'drops_out' }), facts(0, 4), 'drops_out'],
    ['drops_out when it was already out', rule({ trigger: 'drops_out' }), facts(0, 0), null],
    ['drops_out on a first check', rule({ trigger: 'drops_out' }), facts(0, null), null],
  ] as const)('%s', (_, r, f, expected) => {
    expect(fireRule(r, f)?.trigger ?? null).toBe(expected);
  });

  it('url_changed fires when the ranking page differs from the last found one, not for a trailing slash', () => {
    const r = rule({ trigger: 'url_changed' });
    const before = (url: string) => ({ previousPositive: { rank: 4, matchedUrl: url } });
    expect(fireRule(r, facts(4, 4, before('https://example.com/old')))).toEqual({
      trigger: 'url_changed',
      rank: 4,
      url: 'https://example.com/shoes',
      previousUrl: 'https://example.com/old',
    });
    expect(fireRule(r, facts(4, 4, before('https://example.com/shoes/')))).toBeNull();
    expect(fireRule(r, facts(4, 4))).toBeNull();
  });

  it('competitor_overtakes fires only for a competitor that was not ahead before', () => {
    const r = rule({ trigger: 'competitor_overtakes' });
    const previous = { rank: 5, matchedUrl: null, competitors: [{ url: 'rival.com', rank: 7 }, { url: 'other.com', rank: 2 }] };
    const now = [{ url: 'rival.com', rank: 3 }, { url: 'other.com', rank: 1 }];
    expect(fireRule(r, facts(5, 5, { previous, competitors: now }))).toEqual({
      trigger: 'competitor_overtakes',
      competitorUrl: 'rival.com',
      competitorRank: 3,
      rank: 5,
    });
    expect(fireRule(r, facts(2, 5, { previous, competitors: now }))).toBeNull();
    expect(fireRule(r, facts(0, 5, { previous, competitors: [{ url: 'rival.com', rank: 40 }] }))?.trigger).toBe('competitor_overtakes');
    expect(fireRule(r, facts(5, null, { competitors: now }))).toBeNull();
  });
});

describe('evaluateAlertRules', () => {
  it('keeps rules out of scope, paused or cooling down from firing', () => {
    const inScope = rule({ trigger: 'moves_by', threshold: 1, scope: { websiteUrl: 'EXAMPLE.com', keyword: ' Running  shoes', searchEngine: 'google', location: null, tag: null } });
    const otherEngine = rule({ trigger: 'moves_by', threshold: 1, scope: { websiteUrl: null, keyword: null, searchEngine: 'bing', location: null, tag: null } });
    const paused = rule({ trigger: 'moves_by', threshold: 1, isActive: false });
    const cooling = rule({ trigger: 'moves_by', threshold: 1 });
    const fired = evaluateAlertRules([otherEngine, paused, cooling, inScope], facts(5, 8), (r) => r === cooling);
    expect(fired.map((d) => d.rule)).toEqual([inScope]);
  });

  it('gives each channel one message per topic: the milestone wins, and the move delivers where the milestone does not go', () => {
    const move = rule({ trigger: 'moves_by', threshold: 1, channels: { inApp: true, email: true, webhook: false } });
    const top10 = rule({ trigger: 'enters_top', threshold: 10, channels: { inApp: true, email: false, webhook: false } });
    const fired = evaluateAlertRules([move, top10], facts(8, 15), never);
    expect(fired.map((d) => [d.event.trigger, d.channels])).toEqual([
      ['enters_top', ['inApp']],
      ['moves_by', ['email']],
    ]);
  });

  it('drops out wins over leaving the top 10, and the page change is its own message', () => {
    const leaves = rule({ trigger: 'leaves_top', threshold: 10 });
    const drops = rule({ trigger: 'drops_out' });
    const url = rule({ trigger: 'url_changed' });
    expect(evaluateAlertRules([leaves, drops, url], facts(0, 3), never).map((d) => d.event.trigger)).toEqual(['drops_out']);
    const changed = facts(3, 3, { previousPositive: { rank: 3, matchedUrl: 'https://example.com/old' } });
    expect(evaluateAlertRules([leaves, drops, url], changed, never).map((d) => d.event.trigger)).toEqual(['url_changed']);
  });

  it('leaves out a rule with no channel, so nothing is spent for it', () => {
    const silent = rule({ trigger: 'moves_by', threshold: 1, channels: { inApp: false, email: false, webhook: false } });
    expect(evaluateAlertRules([silent], facts(5, 8), never)).toEqual([]);
  });
});

describe('alertText', () => {
  it('says what happened in product words', () => {
    expect(alertText({ trigger: 'leaves_top', top: 10, rank: 0, previousRank: 4 }, query)).toMatchObject({
      title: 'Left the top 10',
      message: '“running shoes” for example.com fell out of the top 10: not found in the results (was #4).',
      rankPosition: null,
    });
    expect(alertText({ trigger: 'enters_top', top: 20, rank: 18, previousRank: 25, change: 7 }, query)).toMatchObject({
      type: 'milestone',
      title: 'Top 20 reached',
      rankPosition: 18,
      rankChange: 7,
    });
    expect(alertText({ trigger: 'competitor_overtakes', competitorUrl: 'rival.com', competitorRank: 3, rank: 5 }, query)).toMatchObject({
      type: 'competitor',
      message: 'rival.com is now #3 for “running shoes”, ahead of example.com at #5.',
    });
  });
});
