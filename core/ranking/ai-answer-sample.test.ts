import { describe, expect, it } from 'vitest';
import { aiAnswerSample, citationRate, weekOf, weeklyCitationRate } from './ai-answer-sample';
import { parseTarget, type Target } from './parse-target';

const target = (input: string): Target => {
  const parsed = parseTarget(input);
  if (!parsed.ok) throw new Error(input);
  return parsed.target;
};
const read = (urls: string[], text = '') => ({ references: urls.map((url) => ({ url, title: url })), text });
const rival = [{ url: 'rival.com', target: target('rival.com') }];

describe('aiAnswerSample', () => {
  it('cites the site at the place of its first source, subdomains and pages included, with the competitors cited', () => {
    expect(aiAnswerSample(read(['https://rival.com/a', 'https://blog.example.com/post', 'https://example.com/']), target('example.com'), rival)).toEqual({
      state: 'cited',
      sitePosition: 2,
      sources: 3,
      competitors: [{ url: 'rival.com', position: 1 }],
    });
  });

  it('tells a mention in the words from no mention at all, not inside a longer domain', () => {
    expect(aiAnswerSample(read(['https://rival.com/'], 'Shops such as Example.com and others sell them.'), target('example.com'), []).state).toBe('mentioned');
    expect(aiAnswerSample(read(['https://rival.com/'], 'See www.example.com.'), target('example.com'), []).state).toBe('mentioned');
    expect(aiAnswerSample(read(['https://rival.com/'], 'Try notexample.com or example.company.'), target('example.com'), []).state).toBe('not_cited');
    expect(aiAnswerSample(read([], 'No sources at all.'), target('example.com'), []).state).toBe('not_cited');
  });
});

describe('weeklyCitationRate', () => {
  it('groups samples by their week from Monday, oldest first', () => {
    expect(weekOf(new Date('2026-11-29T23:00:00Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    const at = (iso: string) => new Date(iso);
    expect(
      weeklyCitationRate([
        { state: 'cited', sampledAt: at('2026-11-30T10:00:00Z') },
        { state: 'not_cited', sampledAt: at('2026-11-24T10:00:00Z') },
        { state: 'cited', sampledAt: at('2026-11-25T10:00:00Z') },
        { state: 'mentioned', sampledAt: at('2026-11-26T10:00:00Z') },
      ]),
    ).toEqual([
      { week: '2026-11-23', samples: 3, cited: 1, rate: 33.3 },
      { week: '2026-11-30', samples: 1, cited: 1, rate: 100 },
    ]);
  });
});

describe('citationRate', () => {
  it('is the share of samples citing the site, mentions counted apart; none without samples', () => {
    expect(citationRate([{ state: 'cited' }, { state: 'mentioned' }, { state: 'not_cited' }, { state: 'cited' }])).toEqual({ samples: 4, cited: 2, mentioned: 1, rate: 50 });
    expect(citationRate([{ state: 'cited' }, { state: 'not_cited' }, { state: 'not_cited' }])).toMatchObject({ rate: 33.3 });
    expect(citationRate([])).toEqual({ samples: 0, cited: 0, mentioned: 0, rate: null });
  });
});
