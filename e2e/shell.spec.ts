import { accessibilityViolations, expect, test } from './fixtures';
import { signedInUser } from './support/accounts';
import { screenshot } from './support/screenshot';

test('an unknown path shows the 404 page with its links', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(200); // the SPA answers; the page itself says what happened
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  const main = page.locator('main');
  for (const name of [/home/i, /dashboard/i, /pricing/i, /faq/i, /contact/i, /about/i]) {
    await expect(main.getByRole('link', { name }).first()).toBeVisible();
  }
});

test('unknown API paths stay JSON 404s', async ({ request }) => {
  const response = await request.get('/api/v1/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});

test('the mobile drawer at 375 px repeats the links and closes when one is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  for (const name of ['Home', 'Pricing', 'Blog', 'FAQ', 'Login', 'Sign Up Free']) {
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await drawer.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/faq$/);
});

test('the navbar gains its shadow once the page scrolls past 10 px', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  const before = await header.evaluate((el) => getComputedStyle(el).boxShadow);
  await page.mouse.wheel(0, 400);
  await expect
    .poll(async () => header.evaluate((el) => getComputedStyle(el).boxShadow))
    .not.toBe(before);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to (main )?content/i });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

for (const path of ['/', '/no-such-page']) {
  test(`axe finds no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

test('axe finds no violations on a shown result (desktop and 375 px)', async ({ page }) => {
  await page.goto('/');
  const checker = page.locator('#rank-checker');
  await checker.getByLabel('Website URL').fill('example.com');
  // A keyword whose simulated page has an AI Overview, a local pack and more: the card shows them all.
  await checker.getByLabel('Search Keyword').fill('coffee shop near me 20');
  await checker.getByRole('button', { name: 'Check Ranking' }).click();
  await expect(page.getByRole('region', { name: 'Ranking result' })).toBeVisible();
  const features = page.getByRole('region', { name: 'On the results page' });
  await expect(features).toContainText('AI Overview');
  await expect(features.getByRole('list', { name: 'SERP features' })).toContainText('Local pack');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await accessibilityViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a signed-in user has 'Check Rankings' in the bar at 1024, 1100 and 1280 px, and it leads to the checker", async ({ page }) => {
  await signedInUser(page, 'navbar');
  for (const width of [1024, 1100, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/history');
    const bar = page.getByRole('navigation', { name: 'Main' });
    const button = bar.getByRole('button', { name: 'Check Rankings' });
    await expect(button).toBeVisible();
    // The label shows from 1280 px; below, the icon carries it as its name and tooltip.
    // (Visually hidden text keeps a 1 px box.) Polled: the bar settles once the session and plan have arrived.
    const labelShown = async () => ((await button.getByText('Check Rankings').boundingBox())?.width ?? 0) > 1;
    await expect.poll(labelShown, { message: `label at ${width} px` }).toBe(width >= 1280);
    // Nothing in the bar overflows it: the avatar menu is still whole on screen.
    // The avatar menu is a chunk of its own: measured once it is there.
    const menu = bar.getByRole('button', { name: /account menu/i });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    await screenshot(page, `navbar-signed-in-${width}.png`);
    await button.click();
    await expect(page).toHaveURL(/\/#rank-checker$/);
    await expect(page.getByLabel('Website URL')).toBeVisible();
  }
});

test("a page opened by someone signed in here before loads the navbar's signed-in part while the session is still asked", async ({ page }) => {
  await signedInUser(page, 'navbar-early');
  // The session's answer is held until the account menu's code has been asked for: it can only have been asked
  // for because of what this browser remembers, not because of the answer.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/auth/session', async (route) => {
    await held;
    await route.continue();
  });
  const actionsCode = page.waitForRequest(/\/assets\/signed-in-actions-[\w-]+\.js$/);
  await page.goto('/pricing');
  await actionsCode;
  release();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /account menu/i })).toBeVisible();
});
