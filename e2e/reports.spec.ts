import { accessibilityViolations, expect, test } from './fixtures';
import { signedInUser } from './support/accounts';
import { admin } from './support/control';
import { seedReportChecks } from './support/reports';
import { screenshot } from './support/screenshot';

const SITE = 'stride-running.com';

test.use({
  // A dead share link is answered 404, which Chromium logs as a console error.
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/],
});

test('a Pro user shares a report; the link opens without a session until it is revoked', async ({ page, browser }) => {
  // Sign-up by e-mail, two browsers and three axe runs.
  test.setTimeout(60_000);
  const email = await signedInUser(page, 'reports-pro');
  await admin('set-plan', email, 'pro');
  await seedReportChecks(email, SITE);

  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 2, name: SITE })).toBeVisible();
  await expect(page.getByLabel('Summary')).toContainText(/Keywords tracked\s*6/);
  await expect(page.getByRole('region', { name: 'Biggest movers' })).toContainText('best running socks');
  await expect(page.getByRole('region', { name: 'Competitor comparison' })).toContainText('rival-shoes.com');
  await expect(page.getByRole('region', { name: 'Visibility and share of voice' }).locator('figcaption')).toContainText(/Visibility (went from|\d)/);
  expect(await accessibilityViolations(page)).toEqual([]);
  if (process.env.E2E_SCREENSHOTS) {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('region', { name: 'Visibility and share of voice' }).scrollIntoViewIfNeeded();
      await screenshot(page, `report-visibility-${width}.png`);
      await page.getByRole('region', { name: 'Keywords' }).scrollIntoViewIfNeeded();
      await screenshot(page, `report-keywords-${width}.png`);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this report' });
  // A client's link that stays current: always the last 30 days.
  await dialog.getByLabel('Period shown').selectOption('30');
  await dialog.getByLabel('Link expires').selectOption('30');
  expect(await accessibilityViolations(page), 'the share dialog').toEqual([]);
  if (process.env.E2E_SCREENSHOTS) {
    await screenshot(page, 'share-dialog-1280.png');
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'share-dialog-360.png');
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByLabel('Your new link is ready').inputValue();
  expect(url).toMatch(/\/report\/[\w-]{16,}$/);
  await expect(dialog.getByRole('list', { name: 'Share links' }).getByText('Active')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Share links' })).toContainText('Always the last 30 days');

  // A client's browser: no cookies, no session.
  const client = await browser.newContext();
  const shared = await client.newPage();
  const consoleErrors: string[] = [];
  shared.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) consoleErrors.push(message.text());
  });
  await shared.goto(url);
  await expect(shared.getByRole('heading', { level: 1, name: SITE })).toBeVisible();
  await expect(shared.getByRole('region', { name: 'Keywords' })).toContainText('trail running shoes');
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(shared).toHaveTitle(`${SITE} ranking report — Rank Checker`);
  await expect(shared.getByText(email)).toHaveCount(0);
  await expect(shared.getByRole('button', { name: 'Share' })).toHaveCount(0);
  expect(await accessibilityViolations(shared)).toEqual([]);

  await dialog.getByRole('button', { name: /^Revoke link created/ }).click();
  await expect(dialog.getByRole('list', { name: 'Share links' }).getByText('Revoked', { exact: true })).toBeVisible();

  await shared.reload();
  await expect(shared.getByRole('heading', { level: 1, name: 'This report link is no longer available.' })).toBeVisible();
  await expect(shared.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  expect(await accessibilityViolations(shared)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await client.close();
});

test('a free user sees the way to Pro instead of Download PDF', async ({ page }) => {
  const email = await signedInUser(page, 'reports-free');
  await seedReportChecks(email, SITE);
  await page.goto('/reports?period=7');
  await expect(page.getByRole('heading', { level: 2, name: SITE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await page.getByRole('link', { name: /Download PDF/ }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
