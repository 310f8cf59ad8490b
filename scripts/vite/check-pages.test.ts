import { describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../web/prerender/prerender-site';
import { checkPages } from './check-pages';
import { robotsTxt, sitemapXml } from './crawler-files';

const page = (path: string, overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  path,
  title: `Page ${path} — Rank Checker`,
  description: `The page at ${path}, described in enough words for a search result snippet.`,
  titleTags: '',
  headTags: '',
  body: '<main><h1>Title</h1></main>',
  ...overrides,
});

describe('checkPages', () => {
  it('passes pages with their own title, description and one h1', () => {
    expect(() => checkPages([page('/'), page('/faq')])).not.toThrow();
  });

  it('fails the build listing every page without a usable title, description or h1', () => {
    const run = () =>
      checkPages([
        page('/a', { title: '' }),
        page('/b', { description: 'Too short' }),
        page('/c', { body: '<div>no heading</div>' }),
        page('/d', { title: 'Page /faq — Rank Checker' }),
        page('/faq'),
      ]);
    expect(run).toThrow(/\/a: the title must be/);
    expect(run).toThrow(/\/b: the description must be/);
    expect(run).toThrow(/\/c: the rendered page has 0 h1/);
    expect(run).toThrow(/\/faq: the same title as \/d/);
  });
});

describe('crawler files', () => {
  it('lists every page in the sitemap with lastmod where known', () => {
    const xml = sitemapXml([{ path: '/' }, { path: '/blog/a', updated: '2026-11-24' }], 'https://rank.example.com');
    expect(xml).toContain('<loc>https://rank.example.com/</loc>\n  </url>');
    expect(xml).toContain('<loc>https://rank.example.com/blog/a</loc>\n    <lastmod>2026-11-24</lastmod>');
  });

  it('names the sitemap and keeps crawlers out of the API and shared reports', () => {
    const robots = robotsTxt('https://rank.example.com');
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/report\/$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/rank.example.com\/sitemap.xml$/m);
  });
});
