import { describe, expect, it } from 'vitest';
import { aiAnswerSample, citationRate } from '../../../../core/ranking/ai-answer-sample';
import { parseTarget } from '../../../../core/ranking/parse-target';
import { createDemoProvider } from './create-demo-provider';

describe('the simulated AI answers', () => {
  it('answer differently from one ask to the next, citing a site at a steady rate between the extremes', async () => {
    const provider = createDemoProvider();
    const parsed = parseTarget('stride-shop.example');
    if (!parsed.ok) throw new Error('target');
    const samples = [];
    for (let ask = 0; ask < 60; ask += 1) {
      const result = await provider.fetchAiAnswer?.({ engine: 'google_ai_mode', keyword: 'trail shoes', location: 'us', device: 'desktop', targets: ['stride-shop.example'] });
      if (!result?.ok) throw new Error('no answer');
      samples.push(aiAnswerSample(result.answer, parsed.target, []));
    }
    const { rate } = citationRate(samples);
    expect(rate).toBeGreaterThan(10);
    expect(rate).toBeLessThan(90);
    expect(new Set(samples.map((sample) => sample.state)).size).toBeGreaterThan(1);
    // A new provider asks the same questions the same way: the simulation is reproducible.
    const again = await createDemoProvider().fetchAiAnswer?.({ engine: 'google_ai_mode', keyword: 'trail shoes', location: 'us', device: 'desktop', targets: ['stride-shop.example'] });
    const first = await createDemoProvider().fetchAiAnswer?.({ engine: 'google_ai_mode', keyword: 'trail shoes', location: 'us', device: 'desktop', targets: ['stride-shop.example'] });
    expect(again).toEqual(first);
  });
});
