import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { signedInUser } from './support/accounts';
import { seoSiteUrl, setSeoSiteTitle, sql } from './support/control';
import { SEO_SITE_HOME, startBareSite } from './support/seo-site';
import { screenshot } from './support/screenshot';

/**
 * Checks a test website (a local server the app may reach by name; the shared one unless another is given) and
 * returns the result, whose SEO Snapshot analyses the site's home page.
 */
async function checkTestSite(page: Page, keyword: string, site?: string): Promise<Locator> {
  site ??= await seoSiteUrl();
  const checker = page.getByRole('form', { name: 'Rank checker' });
  await checker.getByLabel('Website URL').fill(site);
  await checker.getByLabel('Search Keyword').fill(keyword);
  await checker.getByRole('button', { name: 'Check Ranking' }).click();
  const result = page.getByRole('region', { name: 'Ranking result' });
  await expect(result).toBeVisible();
  await expect(result.getByRole('button', { name: 'SEO Snapshot' })).toHaveAttribute('aria-expanded', 'true');
  return result;
}

/** What the On-page metrics say of one fact: the value beside its name. */
function onPageFact(onPage: Locator, name: string): Locator {
  return onPage.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a guest sees the on-page facts of their site with the spec’s verdicts and a results preview; PageSpeed asks them to sign in', async ({ page }) => {
  await page.goto('/');
  const result = await checkTestSite(page, 'trail running shoes');
  const onPage = result.getByRole('region', { name: 'On-page metrics' });
  await expect(onPage).toContainText(SEO_SITE_HOME.title);
  await expect(onPage).toContainText('58 characters');
  await expect(onPage).toContainText('Recommended');
  await expect(onPage).toContainText(SEO_SITE_HOME.description);
  await expect(onPage).toContainText('94 characters');
  await expect(onPage).toContainText('Too short');
  await expect(onPage).toContainText('Store');
  await expect(onPageFact(onPage, 'Mobile-friendly').getByText('Yes', { exact: true })).toBeVisible();
  await expect(result.getByText(/Analysed: http:\/\/stride-shop\.test:\d+\//)).toBeVisible();

  const preview = result.getByRole('figure', { name: 'Preview of the result on Google' });
  await expect(preview).toContainText('stride-shop.test');

  const performance = result.getByRole('region', { name: 'Performance insights' });
  await expect(performance).toContainText('PageSpeed unavailable');
  await expect(performance.getByRole('link', { name: 'Sign in' })).toBeVisible();

  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(result, 'seo-snapshot-guest-1280.png');
  await page.setViewportSize({ width: 360, height: 800 });
  await noSidewaysScroll(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(result, 'seo-snapshot-guest-360.png');
});

test('a site whose home page has no title, description or viewport: the snapshot says each is missing and that it is not mobile-friendly', async ({ page }) => {
  const bare = await startBareSite();
  try {
    await page.goto('/');
    const result = await checkTestSite(page, 'trail shoes bare page', bare.url);
    const onPage = result.getByRole('region', { name: 'On-page metrics' });
    await expect(onPageFact(onPage, 'Title')).toContainText('No title tag found');
    await expect(onPageFact(onPage, 'Title')).toContainText('Missing');
    await expect(onPageFact(onPage, 'Meta description')).toContainText('No meta description found');
    const mobile = onPageFact(onPage, 'Mobile-friendly');
    await expect(mobile.getByText('No', { exact: true })).toBeVisible();
    await expect(mobile).toContainText('Add <meta name="viewport" content="width=device-width, initial-scale=1">');
    await expect(result.getByText(`Analysed: ${bare.url}/`)).toBeVisible();
    // The app read this site, not the shared one.
    expect(bare.hits.get('/')).toBe(1);

    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(result, 'seo-snapshot-bare-1280.png');
  } finally {
    await bare.close();
  }
});

test('a signed-in user sees PageSpeed measuring, then the score with Core Web Vitals; the panel folds away', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInUser(page, 'seo');
  await page.goto('/dashboard');
  const result = await checkTestSite(page, 'trail shoes for mud');
  const performance = result.getByRole('region', { name: 'Performance insights' });
  // The PageSpeed stand-in answers after 1.5 s, so the measuring state shows first.
  await expect(performance.getByRole('status')).toContainText('Measuring page speed');
  await expect(performance).toContainText('62', { timeout: 20_000 });
  await expect(performance).toContainText('Needs improvement');
  await expect(performance).toContainText('Lab measurements');
  await expect(performance).toContainText('Real visits (Core Web Vitals)');
  await expect(result.getByRole('region', { name: 'On-page metrics' })).toContainText('Recommended');

  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(result, 'seo-snapshot-user-1280.png');
  await page.setViewportSize({ width: 360, height: 800 });
  await noSidewaysScroll(page);
  await screenshot(result, 'seo-snapshot-user-360.png');

  const toggle = result.getByRole('button', { name: 'SEO Snapshot' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(performance).toBeHidden();
});

test('a changed title shows in the snapshot and in history as changed since the last check', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInUser(page, 'seo-change');
  await page.goto('/dashboard');
  const keyword = 'trail shoes title change';
  await checkTestSite(page, keyword);
  await expect(page.getByRole('region', { name: 'On-page metrics' })).toContainText(SEO_SITE_HOME.title);

  const newTitle = 'Trail Shoes for Mud, Rock and Snow | Stride Shop';
  await setSeoSiteTitle(newTitle);
  // Page facts are reused for an hour; this spec cannot wait one, so the first read is made an hour older.
  await sql("update seo_snapshots set created_at = created_at - interval '2 hours' where url like 'http://stride-shop.test:%'");
  try {
    const result = await checkTestSite(page, keyword);
    const changes = result.getByRole('region', { name: 'Changes since the last check' });
    await expect(changes).toContainText(`Title changed: “${SEO_SITE_HOME.title}” → “${newTitle}”`);

    await page.goto('/history');
    const row = page.locator('[data-check-id]').filter({ hasText: keyword }).first();
    await expect(row).toContainText('Title changed since the last check');
    await screenshot(page, 'history-title-changed-1280.png');
    expect(await accessibilityViolations(page)).toEqual([]);
  } finally {
    await setSeoSiteTitle();
  }
});
