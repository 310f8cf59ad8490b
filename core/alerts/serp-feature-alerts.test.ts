import { describe, expect, it } from 'vitest';
import type { AiOverviewCitation, FeatureHolding } from '../ranking/feature-holdings';
import type { CheckFacts } from './alert-event';
import { alertText } from './alert-text';
import type { AlertRule } from './alert-rule';
import { evaluateAlertRules } from './evaluate-alert-rules';
import { fireSerpFeatureTrigger } from './serp-feature-alerts';

const query = { websiteUrl: 'example.com', keyword: 'trail shoes', searchEngine: 'google', location: 'us', device: 'desktop' };
const none: AiOverviewCitation = { state: 'none' };
const unreadable: AiOverviewCitation = { state: 'unreadable', reason: 'Google could not generate it' };
const cites = (sitePosition: number | null, competitors: { url: string; position: number }[] = []): AiOverviewCitation => ({ state: 'cited', sources: 6, sitePosition, competitors });
const snippet = (heldBySite: boolean, competitors: string[] = []): FeatureHolding[] => [{ feature: 'answer_box', heldBySite, competitors }];

const facts = (overrides: Partial<CheckFacts>): CheckFacts => ({
  query,
  rank: 4,
  matchedUrl: 'https://example.com/trail',
  competitors: [],
  previous: { rank: 4, matchedUrl: 'https://example.com/trail', competitors: [] },
  previousPositive: { rank: 4, matchedUrl: 'https://example.com/trail' },
  ...overrides,
});

describe('fireSerpFeatureTrigger', () => {
  it.each<[string, AiOverviewCitation | null, AiOverviewCitation | null, object | null]>([
    ['cited after an overview citing others', cites(null), cites(3), { trigger: 'ai_cited', position: 3, sources: 6 }],
    ['cited after no overview', none, cites(1), { trigger: 'ai_cited', position: 1, sources: 6 }],
    ['still cited, at another place', cites(2), cites(5), null],
    ['cited on the first overview ever read', null, cites(2), null],
    ['unreadable now', none, unreadable, null],
  ])('ai_cited: %s', (_, previousOverview, aiOverview, expected) => {
    expect(fireSerpFeatureTrigger('ai_cited', facts({ previousOverview, aiOverview }))).toEqual(expected);
  });

  it.each<[string, AiOverviewCitation | null, AiOverviewCitation | null, object | null]>([
    ['the overview cites others now', cites(2), cites(null), { trigger: 'ai_uncited', previousPosition: 2, overviewShown: true }],
    ['no overview this time', cites(4), none, { trigger: 'ai_uncited', previousPosition: 4, overviewShown: false }],
    // "Shown, could not be read" is never "not cited".
    ['the overview could not be read', cites(4), unreadable, null],
    ['it was not cited before either', cites(null), none, null],
  ])('ai_uncited: %s', (_, previousOverview, aiOverview, expected) => {
    expect(fireSerpFeatureTrigger('ai_uncited', facts({ previousOverview, aiOverview }))).toEqual(expected);
  });

  it('competitor_ai_cited: the best placed competitor cited now and not at the last overview read', () => {
    const before = cites(2, [{ url: 'rival.com', position: 1 }]);
    const now = cites(null, [{ url: 'rival.com', position: 1 }, { url: 'other.com', position: 4 }, { url: 'third.com', position: 2 }]);
    expect(fireSerpFeatureTrigger('competitor_ai_cited', facts({ previousOverview: before, aiOverview: now }))).toEqual({
      trigger: 'competitor_ai_cited',
      competitorUrl: 'third.com',
      position: 2,
      sources: 6,
      sitePosition: null,
    });
    expect(fireSerpFeatureTrigger('competitor_ai_cited', facts({ previousOverview: now, aiOverview: now }))).toBeNull();
    expect(fireSerpFeatureTrigger('competitor_ai_cited', facts({ previousOverview: unreadable, aiOverview: now }))).toBeNull();
  });

  it('snippet_won and snippet_lost compare with the last check whose features are known', () => {
    expect(fireSerpFeatureTrigger('snippet_won', facts({ previousFeatures: snippet(false, ['rival.com']), features: snippet(true) }))).toEqual({ trigger: 'snippet_won', rank: 4 });
    expect(fireSerpFeatureTrigger('snippet_won', facts({ previousFeatures: [], features: snippet(true) }))).toEqual({ trigger: 'snippet_won', rank: 4 });
    expect(fireSerpFeatureTrigger('snippet_won', facts({ previousFeatures: null, features: snippet(true) }))).toBeNull();
    expect(fireSerpFeatureTrigger('snippet_won', facts({ previousFeatures: snippet(true), features: snippet(true) }))).toBeNull();
    expect(fireSerpFeatureTrigger('snippet_lost', facts({ previousFeatures: snippet(true), features: snippet(false, ['rival.com']) }))).toEqual({ trigger: 'snippet_lost', holders: ['rival.com'] });
    expect(fireSerpFeatureTrigger('snippet_lost', facts({ previousFeatures: snippet(true), features: null }))).toBeNull();
  });
});

describe('SERP feature alerts among the rules', () => {
  const rule = (id: string, trigger: AlertRule['trigger']): AlertRule => ({
    id,
    name: trigger,
    scope: { websiteUrl: null, keyword: null, searchEngine: null, location: null, tag: null },
    trigger,
    threshold: null,
    channels: { inApp: true, email: false, webhook: false },
    cooldownMinutes: 0,
    isActive: true,
  });

  it('deliver beside a rank change, each on its own topic, in words the panel shows', () => {
    const rules = [rule('1', 'ai_cited'), rule('2', 'snippet_won'), rule('3', 'competitor_ai_cited'), { ...rule('4', 'moves_by'), threshold: 1 }];
    const deliveries = evaluateAlertRules(
      rules,
      facts({
        rank: 2,
        previousOverview: none,
        aiOverview: cites(3, [{ url: 'rival.com', position: 1 }]),
        previousFeatures: [],
        features: snippet(true),
      }),
      () => false,
    );
    expect(deliveries.map((delivery) => delivery.event.trigger)).toEqual(['ai_cited', 'snippet_won', 'competitor_ai_cited', 'moves_by']);
    const texts = deliveries.map((delivery) => alertText(delivery.event, query));
    expect(texts[0]).toMatchObject({ type: 'milestone', title: 'Cited in the AI Overview', message: 'Google’s AI Overview for “trail shoes” now cites example.com: source #3 of 6.' });
    expect(texts[1]).toMatchObject({ type: 'milestone', title: 'Won the featured snippet', message: 'example.com now holds the featured snippet for “trail shoes” (organic rank #2).' });
    expect(texts[2]).toMatchObject({ type: 'competitor', message: 'rival.com is now cited in Google’s AI Overview for “trail shoes” (source #1 of 6); example.com is source #3.' });
  });

  it('says a lost citation and a lost snippet in the words the panel shows', () => {
    expect(alertText({ trigger: 'ai_uncited', previousPosition: 2, overviewShown: false }, query).message).toBe(
      'Google showed no AI Overview for “trail shoes” this time; it cited example.com as source #2 before.',
    );
    expect(alertText({ trigger: 'snippet_lost', holders: ['rival.com'] }, query).message).toBe('example.com no longer holds the featured snippet for “trail shoes”: rival.com holds it now.');
  });
});
