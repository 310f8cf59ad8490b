import { describe, expect, it } from 'vitest';
import { SEARCH_ENGINES, type SearchEngine } from '../../../../core/search/engines';
import { LOCATION_CODES } from '../../../../core/search/locations';
import { enginePaging } from '../../../../core/search/paging';
import type { SerpPageRequest } from '../serp-provider';
import { createDemoProvider } from './create-demo-provider';

const demo = createDemoProvider();

async function page(request: SerpPageRequest) {
  const result = await demo.fetchPage(request);
  if (!result.ok) throw new Error('the demo engine never fails');
  return result.page;
}

type Base = Omit<SerpPageRequest, 'start' | 'device'> & { device?: SerpPageRequest['device'] };

/** Every result of a query, read request after request as a scan does, with its position. */
async function allResults(base: Base): Promise<{ position: number; url: string }[]> {
  const request = { device: 'desktop' as const, ...base };
  const paging = enginePaging(request.engine, request.device);
  const results: { position: number; url: string }[] = [];
  for (let start = 0; ; ) {
    const { entries, ended } = await page({ ...request, start });
    for (const entry of entries) results.push({ position: results.length + 1, url: entry.url ?? '' });
    if (ended) return results;
    start = paging.kind === 'page' ? start + 1 : start + entries.length;
  }
}

const hostOf = (url: string) => new URL(url).host.replace(/^www\./, '');

describe('demo provider', () => {
  it('is labelled demo, simulated and not cacheable', () => {
    expect(demo.name).toBe('demo');
    expect(demo.simulated).toBe(true);
    expect(demo.cacheable).toBe(false);
  });

  it('gives the same SERP for the same inputs, and a different one for another keyword', async () => {
    const request = { engine: 'google', location: 'gb', device: 'desktop', keyword: 'running shoes', start: 10, targets: ['nike.com'] } as const;
    const first = await page(request);
    const again = await page({ ...request, targets: [...request.targets] });
    expect(again).toEqual(first);
    const other = await page({ ...request, keyword: 'trail running shoes' });
    expect(other.entries.map((r) => r.url)).not.toEqual(first.entries.map((r) => r.url));
  });

  it.each(SEARCH_ENGINES)('%s: pages of the engine’s usual size, 100 results in all, then the end', async (engine) => {
    const paging = enginePaging(engine, 'desktop');
    const first = await page({ engine, location: 'us', device: 'desktop', keyword: 'coffee grinder', start: 0 });
    expect(first.entries).toHaveLength(paging.firstSize);
    const all = await allResults({ engine, location: 'us', keyword: 'coffee grinder' });
    expect(all).toHaveLength(100);
    for (const r of all) expect(() => new URL(r.url)).not.toThrow();
  });

  it('places a target at the same rank whichever page is asked, once per SERP', async () => {
    let found = 0;
    for (const keyword of ['coffee grinder', 'hiking boots', 'seo audit', 'vegan recipes', 'tax software']) {
      const base = { engine: 'bing' as SearchEngine, location: 'ca' as const, keyword, targets: ['example-roasters.com'] };
      const all = await allResults(base);
      const hits = all.filter((r) => hostOf(r.url) === 'example-roasters.com');
      const firstHit = hits[0];
      if (!firstHit) continue;
      found++;
      // Bing pages skip results: asking from just before the hit finds it first.
      const again = await page({ ...base, device: 'desktop', start: firstHit.position - 1 });
      expect(again.entries[0]?.url).toBe(firstHit.url);
      // The site's main result appears once; a second URL of the site, when any, is a different page.
      expect(new Set(hits.map((h) => h.url)).size).toBe(hits.length);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('never shows a target by chance: a big site checked as a target is either placed or absent', async () => {
    for (const keyword of ['history of rome', 'python tutorial', 'best laptops', 'pizza dough']) {
      const all = await allResults({ engine: 'google', location: 'us', keyword, targets: ['wikipedia.org', 'reddit.com'] });
      for (const target of ['wikipedia.org', 'reddit.com']) {
        const hits = all.filter((r) => hostOf(r.url).endsWith(target));
        expect(hits.length).toBeLessThanOrEqual(2);
        // Only the placed URLs (the keyword page and its guide), never the engine's usual page of that site.
        for (const hit of hits) expect(new URL(hit.url).pathname).toMatch(/^\/(blog\/)?[a-z0-9-]+$/);
      }
    }
    // Without targets the same big sites do appear on their own.
    const untargeted = await allResults({ engine: 'google', location: 'us', keyword: 'history of rome' });
    expect(untargeted.some((r) => /wikipedia\.org|reddit\.com/.test(r.url))).toBe(true);
  });

  it('places a page target at its exact URL', async () => {
    const all = await allResults({ engine: 'google', location: 'us', keyword: 'crm pricing', targets: ['acme-crm.com/pricing'] });
    const hits = all.filter((r) => hostOf(r.url) === 'acme-crm.com');
    for (const hit of hits) expect(hit.url).toBe('https://www.acme-crm.com/pricing');
  });

  it('leaves a target out about 20% of the time over many inputs', async () => {
    let absent = 0;
    let total = 0;
    const targets = ['alpha-widgets.com', 'blog.beta-tools.io', 'gamma.co.uk'];
    for (const keyword of ['widgets', 'garden tools', 'cheap flights', 'yoga mats', 'web hosting']) {
      for (const engine of SEARCH_ENGINES) {
        for (const location of LOCATION_CODES.slice(0, 8)) {
          const all = await allResults({ engine, location, keyword, targets });
          for (const target of targets) {
            total++;
            if (!all.some((r) => hostOf(r.url) === target)) absent++;
          }
        }
      }
    }
    const share = absent / total;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.28);
  });

  it('spreads found targets over the whole 1..100 range', async () => {
    const ranks: number[] = [];
    for (let i = 0; i < 60; i++) {
      const all = await allResults({ engine: 'yandex', location: 'ru', keyword: `query ${i}`, targets: ['spread-test.ru'] });
      const hit = all.find((r) => hostOf(r.url) === 'spread-test.ru');
      if (hit) ranks.push(hit.position);
    }
    expect(ranks.some((r) => r <= 10)).toBe(true);
    expect(ranks.some((r) => r > 50)).toBe(true);
  });

  it('waits the configured delay and honours an abort', async () => {
    const slow = createDemoProvider({ delayMs: 5_000 });
    const controller = new AbortController();
    const pending = slow.fetchPage({ engine: 'google', location: 'us', device: 'desktop', keyword: 'x', start: 0 }, controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
  });

  it('given a clock, moves each site from day to day and between devices, the same on the same day', async () => {
    let today = new Date('2026-11-01T12:00:00Z');
    const moving = createDemoProvider({ now: () => today });
    const rankOf = async (keyword: string, device: 'desktop' | 'mobile') => {
      const paging = enginePaging('google', device);
      for (let start = 0, position = 0; ; ) {
        const result = await moving.fetchPage({ engine: 'google', location: 'us', device, keyword, start, targets: ['acme-tiles.com'] });
        if (!result.ok) throw new Error('the demo engine never fails');
        for (const entry of result.page.entries) {
          position += 1;
          if (entry.url && hostOf(entry.url) === 'acme-tiles.com') return position;
        }
        if (result.page.ended) return 0;
        start = paging.kind === 'page' ? start + 1 : start + result.page.entries.length;
      }
    };
    const keywords = ['blue tiles', 'bathroom tiles', 'kitchen tiles', 'floor tiles', 'tile adhesive'];
    const days: number[][] = [];
    for (let day = 0; day < 30; day++) {
      today = new Date(Date.UTC(2026, 10, 1 + day, 12));
      days.push(await Promise.all(keywords.map((keyword) => rankOf(keyword, 'desktop'))));
    }
    // Every keyword the site ranks for moves within the month.
    for (const [index] of keywords.entries()) {
      const ranks = days.map((ranks) => ranks[index] ?? 0);
      if (ranks.every((rank) => rank === 0)) continue;
      expect(new Set(ranks).size, keywords[index]).toBeGreaterThan(1);
    }
    // The same day answers the same.
    expect(await rankOf('blue tiles', 'desktop')).toBe(days[29]?.[0]);
    // Mobile differs from desktop on some keywords.
    const mobile = await Promise.all(keywords.map((keyword) => rankOf(keyword, 'mobile')));
    expect(mobile).not.toEqual(days[29]);
  });
});
