import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { openWithAppHeld } from './support/held-app';

// The public site as visitors and crawlers meet it: the content pages, the blog, the FAQ search, the links
// between them, and the HTML, sitemap and robots.txt a crawler reads without running scripts.

const CONTENT = path.join(import.meta.dirname, '..', 'content');

/** The front matter's title of a Markdown file (quoted or not). */
function titleOf(file: string): string {
  const title = /^title:\s*(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim() ?? '';
  return title.replace(/^"(.*)"$/, '$1');
}

const POSTS = readdirSync(path.join(CONTENT, 'blog'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ slug: name.replace(/\.md$/, ''), title: titleOf(path.join(CONTENT, 'blog', name)) }));
const pageTitle = (name: string) => titleOf(path.join(CONTENT, 'pages', `${name}.md`));

/** Each page's h1, and a phrase of its Markdown that only the real content carries. */
const CONTENT_PAGES = [
  { path: '/blog', h1: 'The Rank Checker blog', phrase: POSTS.find((p) => p.slug === 'competitor-tracking')!.title },
  { path: '/blog/competitor-tracking', h1: POSTS.find((p) => p.slug === 'competitor-tracking')!.title, phrase: 'Search competitors are not business competitors' },
  { path: '/faq', h1: pageTitle('faq'), phrase: 'Where do the rankings come from?' },
  { path: '/changelog', h1: pageTitle('changelog'), phrase: 'The public site: Rank Checker now explains itself' },
  { path: '/about', h1: pageTitle('about'), phrase: 'Rank Checker answers one question: where does your site rank for a keyword?' },
  { path: '/privacy', h1: pageTitle('privacy'), phrase: 'This page describes what this Rank Checker site really stores and sends' },
  { path: '/terms', h1: pageTitle('terms'), phrase: 'These terms are the agreement between you and the operator' },
  { path: '/cookies', h1: pageTitle('cookies'), phrase: 'Rank Checker uses a few cookies and keeps a few small values in your browser.' },
];

/** The h1 of every public page, for the crawler's view of the rendered HTML. */
const H1_BY_PATH = new Map<string, string>([
  ['/', 'Simple. Accurate. Fast.'],
  ['/pricing', 'Simple pricing for every rank'],
  ['/login', 'Welcome back'],
  ['/signup', 'Create your free account'],
  ['/contact', 'Contact us'],
  ...CONTENT_PAGES.map((page): [string, string] => [page.path, page.h1]),
  ...POSTS.map((post): [string, string] => [`/blog/${post.slug}`, post.title]),
]);

const PUBLIC_PATHS = ['/', '/pricing', '/login', '/signup', '/blog', ...POSTS.map((p) => `/blog/${p.slug}`), '/faq', '/changelog', '/about', '/contact', '/privacy', '/terms', '/cookies'];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

// A returning visitor who already answered the cookie banner: it would otherwise slide over the footer and
// into the axe runs a second after load.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'declined');
    localStorage.setItem('cookieConsentDate', new Date().toISOString());
  });
});

for (const { path: pagePath, h1: heading, phrase } of CONTENT_PAGES) {
  test(`${pagePath} renders its heading and content, and axe finds nothing`, async ({ page }) => {
    await page.goto(pagePath);
    await expect(h1(page)).toHaveText(heading);
    await expect(page.getByText(phrase, { exact: false }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

test('a post opens from the blog list in the app', async ({ page }) => {
  const post = POSTS.find((p) => p.slug === 'reading-rank-trends')!;
  await page.goto('/blog');
  await expect(h1(page)).toHaveText('The Rank Checker blog');
  const listTitle = await page.title();
  await page.getByRole('link', { name: post.title }).click();
  await expect(page).toHaveURL(`/blog/${post.slug}`);
  await expect(h1(page)).toHaveText(post.title);
  await expect(page).not.toHaveTitle(listTitle);
  await expect(page).toHaveTitle(new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test.describe('an unknown post', () => {
  // Chromium reports the 404 document in the console.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('answers 404 and shows the 404 page', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(h1(page)).toHaveText('Page Not Found');
  });
});

test('the FAQ search filters the questions', async ({ page }) => {
  await page.goto('/faq');
  const search = page.getByRole('searchbox', { name: 'Search the questions' });
  const questions = page.locator('main details > summary');
  const status = page.getByRole('status').filter({ hasText: /match/ });
  const unrelated = questions.filter({ hasText: 'Where do the rankings come from?' });
  await expect(unrelated).toBeVisible();

  await search.fill('trial');
  await expect(status).toHaveText(/^\d+ questions? match(es)?$/);
  const shown = Number(/^\d+/.exec((await status.textContent()) ?? '')?.[0]);
  expect(shown).toBeGreaterThan(0);
  await expect(questions).toHaveCount(shown);
  await expect(questions.filter({ hasText: 'How does the free trial work?' })).toBeVisible();
  await expect(unrelated).toHaveCount(0);

  await search.fill('zqxjkv');
  await expect(page.getByText('No question matches “zqxjkv”.')).toBeVisible();
  await expect(questions).toHaveCount(0);
});

test('the footer links lead to their pages', async ({ page }) => {
  const targets = [
    { name: 'Blog', path: '/blog', h1: 'The Rank Checker blog' },
    { name: 'FAQ', path: '/faq', h1: pageTitle('faq') },
    { name: 'Changelog', path: '/changelog', h1: pageTitle('changelog') },
    { name: 'Contact', path: '/contact', h1: 'Contact us' },
    { name: 'Privacy Policy', path: '/privacy', h1: pageTitle('privacy') },
    { name: 'Terms of Use', path: '/terms', h1: pageTitle('terms') },
    { name: 'Cookie Policy', path: '/cookies', h1: pageTitle('cookies') },
  ];
  await page.goto('/');
  for (const target of targets) {
    await page.getByRole('contentinfo').getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(target.path);
    await expect(h1(page)).toHaveText(target.h1);
  }
});

test('the 404 page link cards lead to pages', async ({ page }) => {
  const cards = [
    { name: /^Home/, url: /\/$/, h1: 'Simple. Accurate. Fast.' },
    // A guest is sent to sign in first.
    { name: /^Dashboard/, url: /\/login\?next=%2Fdashboard$/, h1: 'Welcome back' },
    { name: /^Pricing/, url: /\/pricing$/, h1: 'Simple pricing for every rank' },
    { name: /^FAQ/, url: /\/faq$/, h1: pageTitle('faq') },
    { name: /^Contact/, url: /\/contact$/, h1: 'Contact us' },
    { name: /^About/, url: /\/about$/, h1: pageTitle('about') },
  ];
  for (const card of cards) {
    await page.goto('/no-such-page');
    await expect(h1(page)).toHaveText('Page Not Found');
    await page.getByRole('main').getByRole('listitem').getByRole('link', { name: card.name }).click();
    await expect(page).toHaveURL(card.url);
    await expect(h1(page)).toHaveText(card.h1);
  }
});

/** The few entities React and the build write into text and attributes. */
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name]!);
const stripTags = (html: string) => decode(html.replace(/<[^>]+>/g, '')).trim();

test('crawlers read every page of the sitemap without scripts', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
  expect(locs.map((loc) => new URL(loc).pathname)).toEqual(expect.arrayContaining(PUBLIC_PATHS));

  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const loc of locs) {
    const pathname = new URL(loc).pathname;
    const response = await request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));

    const pageTitles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
    expect(pageTitles, `${pathname} <title>`).toHaveLength(1);
    titles.add(pageTitles[0]!);
    const description = [...head.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map((m) => decode(m[1]!));
    expect(description, `${pathname} meta description`).toHaveLength(1);
    expect(description[0]!.length, `${pathname} meta description`).toBeGreaterThan(0);
    descriptions.add(description[0]!);
    const canonical = [...head.matchAll(/<link\s+rel="canonical"\s+href="([^"]*)"/g)].map((m) => decode(m[1]!));
    expect(canonical, `${pathname} canonical`).toEqual([loc]);

    const root = html.slice(html.indexOf('<div id="root"'));
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1];
    expect(heading, `${pathname} h1 in #root`).toBeDefined();
    expect(stripTags(heading!), `${pathname} h1`).toBe(H1_BY_PATH.get(pathname) ?? stripTags(heading!));
    expect(stripTags(heading!).length, `${pathname} h1`).toBeGreaterThan(0);

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(jsonLd.length, `${pathname} JSON-LD blocks`).toBeGreaterThan(0);
    for (const block of jsonLd) {
      expect((JSON.parse(block) as { '@context'?: string })['@context'], `${pathname} JSON-LD`).toBe('https://schema.org');
    }
  }
  expect(titles.size, 'distinct titles').toBe(locs.length);
  expect(descriptions.size, 'distinct descriptions').toBe(locs.length);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  expect(rules).toMatch(/^Disallow: \/api\/$/m);
  expect(rules).toMatch(/^Disallow: \/report\/$/m);
  expect(rules).toContain(`Sitemap: ${new URL('/sitemap.xml', locs[0]!).href}`);
});

test('on a page the app draws afresh (its address has a query), what is typed before the app has loaded is kept', async ({ page }) => {
  // Where a protected page sends a visitor: the build's sign-in page had no ?next.
  const { release, loaded } = await openWithAppHeld(page, '/login?next=%2Fhistory');
  await page.getByLabel('Email or phone').fill('ada@example.com');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  release();
  await loaded;
  // The app has drawn the page anew: the field in its place holds what was typed.
  await expect(page.getByLabel('Email or phone')).toHaveValue('ada@example.com');
});
