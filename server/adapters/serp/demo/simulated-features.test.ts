import { describe, expect, it } from 'vitest';
import { ENGINE_SERP_FEATURES } from '../../../../core/search/serp-features';
import { createDemoProvider } from './create-demo-provider';

const demo = createDemoProvider();
const firstPage = async (keyword: string, engine: 'google' | 'bing' | 'yandex' = 'google', targets: string[] = []) => {
  const result = await demo.fetchPage({ engine, location: 'us', device: 'desktop', keyword, start: 0, targets });
  if (!result.ok) throw new Error('the simulated engine always answers');
  return result.page;
};
const KEYWORDS = Array.from({ length: 200 }, (_, i) => `simulated keyword ${i}`);

describe('the simulated engine’s SERP features', () => {
  it('are the same for the same query, and only on the first page', async () => {
    const [a, b] = [await firstPage('running shoes'), await firstPage('running shoes')];
    expect(a.features).toEqual(b.features);
    const second = await demo.fetchPage({ engine: 'google', location: 'us', device: 'desktop', keyword: 'running shoes', start: 10 });
    expect(second.ok && second.page.features).toBeUndefined();
  });

  it('show on a realistic share of pages, with AI Overviews on Google only, some of them unreadable', async () => {
    const pages = await Promise.all(KEYWORDS.map((keyword) => firstPage(keyword)));
    const states = pages.map((page) => page.features?.aiOverview.state);
    const shown = states.filter((state) => state === 'shown').length;
    const unreadable = states.filter((state) => state === 'unreadable').length;
    expect(shown + unreadable).toBeGreaterThan(50);
    expect(shown + unreadable).toBeLessThan(110);
    expect(unreadable).toBeGreaterThan(0);
    expect(pages.filter((page) => page.features?.blocks.some((block) => block.feature === 'people_also_ask')).length).toBeGreaterThan(100);
    // Every cited source and every holder is a result of the page: the simulated page is consistent with itself.
    for (const page of pages) {
      const urls = new Set(page.entries.map((entry) => entry.url));
      const overview = page.features?.aiOverview;
      if (overview?.state === 'shown') for (const reference of overview.references) expect(urls.has(reference.url)).toBe(true);
      const answer = page.features?.blocks.find((block) => block.feature === 'answer_box');
      if (answer) expect(page.entries.slice(0, 3).map((entry) => entry.url)).toContain(answer.links[0]);
    }
  });

  it('keep to what each engine shows: no overview on Bing, nothing on Yandex', async () => {
    for (const keyword of KEYWORDS.slice(0, 40)) {
      const bing = await firstPage(keyword, 'bing');
      expect(bing.features?.aiOverview).toEqual({ state: 'none' });
      for (const block of bing.features?.blocks ?? []) expect(ENGINE_SERP_FEATURES.bing).toContain(block.feature);
      expect(await firstPage(keyword, 'yandex')).toMatchObject({ features: { blocks: [], aiOverview: { state: 'none' } } });
    }
  });

  it('show a local pack for a keyword with local intent', async () => {
    const page = await firstPage('coffee shop near me');
    expect(page.features?.blocks.map((block) => block.feature)).toContain('local_pack');
  });
});
