import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { signedInUser } from './support/accounts';
import { admin, sql } from './support/control';
import { screenshot } from './support/screenshot';
import { expectToast } from './support/toasts';

const ORIGIN = { origin: `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}` };
/** The cookie notice would cover what the screenshots are of. */
const declineCookies = (page: Page) => page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();

test('a Pro user types a keyword a tracked competitor is tracked for: about a second later the checker’s competitor fields open filled with it', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await signedInUser(page, 'suggestions');
  await admin('set-plan', email, 'pro');
  const created = await page.context().request.post('/api/v1/me/competitors', {
    data: { competitorUrl: 'https://www.rival-shoes.com/', keywords: ['running shoes'] },
    headers: ORIGIN,
  });
  expect(created.status()).toBe(201);

  await page.goto('/');
  await declineCookies(page);
  const checker = page.getByRole('form', { name: 'Rank checker' });
  await checker.getByLabel('Website URL').fill('example.com');
  await checker.getByLabel('Search Keyword').fill('best running shoes');
  const typedAt = Date.now();
  // Nothing is asked while the user may still be typing.
  await expect(checker.getByLabel('Competitor 1')).toBeHidden();
  await expect(checker.getByLabel('Competitor 1')).toHaveValue('rival-shoes.com', { timeout: 5_000 });
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
  await expect(checker.getByLabel('Competitor 2')).toHaveValue('');
  await expect(checker.getByRole('status').filter({ hasText: 'Suggested from your tracked competitors' })).toContainText('rival-shoes.com');
  await screenshot(checker, 'suggested-competitors-1280.png');
});

test('Discover competitors lists the sites in the top 10 of a Pro user’s keywords; Track adds one with ‘Competitor Added’; axe finds nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signedInUser(page, 'discovery');
  await admin('set-plan', email, 'pro');

  await page.goto('/competitors');
  await declineCookies(page);
  const discovery = page.getByRole('region', { name: 'Discover competitors' });
  await expect(discovery.getByRole('heading', { name: 'No checks yet' })).toBeVisible();
  await expect(discovery).toContainText('Discovery uses the result pages of your recent checks; run a few checks first.');

  // The e2e server's engine is the simulated one, whose pages are never kept: arrange what checks answered by a
  // real provider leave behind — the user's checks of three keywords and the kept first result pages of two.
  const run = Date.now().toString(36);
  const keywords = [`trail shoes ${run}`, `running shoes ${run}`, `hiking boots ${run}`];
  await sql(
    `insert into search_history (user_id, website_url, keyword, keyword_key, location, search_engine, device, rank_position, page_number,
                                 result_type, source, checked_at)
     select u.id, 'my-shoe-shop.com', k, lower(k), 'us', 'google', 'desktop', 4, 1, 'organic', 'serpapi', now() - interval '2 hours'
       from users u, unnest($2::text[]) k where u.email = $1`,
    [email, keywords],
  );
  const page1 = (hosts: string[]) => JSON.stringify(hosts.map((host, i) => ({ url: `https://${host}/r${i + 1}`, title: `Result ${i + 1}` })));
  const cache = (keyword: string, hosts: string[]) =>
    sql(
      `insert into serp_page_cache (provider, engine, location, device, keyword, start, entries, ended)
       values ('serpapi', 'google', 'us', 'desktop', $1, 0, $2::jsonb, false)`,
      [keyword, page1(hosts)],
    );
  await cache(keywords[0]!, ['www.trail-rival.com', 'www.my-shoe-shop.com', 'shoe-news.org', 'blog.trail-rival.com', 'outdoor-mag.net']);
  await cache(keywords[1]!, ['shoe-news.org', 'trail-rival.com', 'running-world.com']);

  await page.reload();
  const list = discovery.getByRole('list', { name: 'Discovered competitors' });
  await expect(discovery).toContainText('Based on 2 of your 3 recently checked keywords.');
  await expect(list.getByRole('article')).toHaveCount(4);
  const rival = list.getByRole('article').filter({ has: page.getByRole('heading', { name: 'trail-rival.com' }) });
  await expect(rival).toContainText('In the top 10 for 2 of your 2 keywords · best #1, average #1.5');
  await expect(rival).toContainText(keywords[0]!);
  await expect(rival).toContainText(keywords[1]!);
  await expect(list).not.toContainText('my-shoe-shop.com');

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `competitor-discovery-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await accessibilityViolations(page), 'the competitors page with discovery').toEqual([]);

  await rival.getByRole('button', { name: 'Track trail-rival.com' }).click();
  await expectToast(page, 'Competitor Added', 'trail-rival.com is now tracked for 2 keywords.');
  await expect(list.getByRole('heading', { name: 'trail-rival.com' })).toHaveCount(0);
  const tracked = page.getByRole('list', { name: 'Tracked competitors' }).getByRole('article').filter({ has: page.getByRole('heading', { name: 'trail-rival.com' }) });
  await expect(tracked).toContainText(keywords[0]!);
  await expect(list.getByRole('article')).toHaveCount(3);
  await expect(discovery.getByRole('heading', { name: 'Discover competitors' })).toBeFocused();
  // With the toast on screen: axe waits for it to finish fading in, then checks it too.
  expect(await accessibilityViolations(page), 'the competitors page after tracking one').toEqual([]);
});
