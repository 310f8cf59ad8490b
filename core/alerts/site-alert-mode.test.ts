import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_RULES, type AlertRule } from './alert-rule';
import { rulesForSite } from './site-alert-mode';

const named = (rules: readonly { name: string }[]) => rules.map((rule) => rule.name);
const base = { ...DEFAULT_ALERT_RULES[0]!, id: '9' };
const defaults: AlertRule[] = DEFAULT_ALERT_RULES.map((rule, i) => ({ ...rule, id: String(i + 1) }));
const forKeyword: AlertRule = { ...base, id: '4', name: 'Shoes moves', scope: { ...base.scope, keyword: 'shoes' } };
const mine: AlertRule = { ...base, id: '5', name: 'Moves by 8', threshold: 8 };

describe('rulesForSite', () => {
  const rules = [...defaults, forKeyword, mine];
  it('every: the user’s rules as they are', () => {
    expect(named(rulesForSite(rules, 'every'))).toEqual(['Any rank change', 'Enters the top 10', 'Enters the top 3', 'Shoes moves', 'Moves by 8']);
  });
  it('bands: no small moves, the band rules the user lacks, and a rule for one keyword', () => {
    expect(named(rulesForSite(rules, 'bands'))).toEqual([
      'Shoes moves',
      'Enters the top 10',
      'Enters the top 3',
      'Moves by 8',
      'Moves by 5 places or more',
      'Leaves the top 10',
      'Leaves the top 3',
      'Drops out of the results',
    ]);
  });
  it('none: only the rules for one keyword', () => {
    expect(named(rulesForSite(rules, 'none'))).toEqual(['Shoes moves']);
  });
});
