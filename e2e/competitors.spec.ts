import { accessibilityViolations, expect, test } from './fixtures';
import { runCheck, signedInUser } from './support/accounts';
import { admin } from './support/control';
import { screenshot } from './support/screenshot';
import { expectToast } from './support/toasts';


test.describe('tracking competitors', () => {
  // Chromium logs the refused duplicate's 409 as a console error: that refusal is part of the spec.
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test('a Pro user adds a competitor from the dashboard, sees the toast and the list, edits and removes it; axe finds nothing', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await signedInUser(page, 'competitors');
    await admin('set-plan', email, 'pro');

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Competitors' });
    await card.getByRole('link', { name: 'Track competitors' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Competitors' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No competitors tracked yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Add your first competitor' }).click();
    const form = page.getByRole('form', { name: 'Add competitor' });
    await form.getByLabel('Competitor website').fill('https://www.Rival-Shoes.com/');
    await form.getByLabel('Name (optional)').fill('Rival Shoes');
    await form.getByLabel('Keywords', { exact: true }).fill('running shoes, trail shoes');
    await form.getByLabel('Location to add').selectOption('gb');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form.getByRole('checkbox', { name: 'Bing' }).check();
    await form.getByRole('button', { name: 'Add competitor' }).click();

    await expectToast(page, 'Competitor Added');
    const list = page.getByRole('list', { name: 'Tracked competitors' });
    const rival = list.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Rival Shoes' }) });
    await expect(rival).toContainText('rival-shoes.com');
    await expect(rival).toContainText('Google, Bing · United States, United Kingdom');
    await expect(rival).toContainText('trail shoes');
    await expect(rival).toContainText('Not in any of your checks yet');

    // The same website in another spelling updates the one tracked: its keywords gain the new one, none is lost.
    await page.getByRole('button', { name: 'Add competitor' }).click();
    const again = page.getByRole('form', { name: 'Add competitor' });
    await again.getByLabel('Competitor website').fill('rival-shoes.com');
    await again.getByLabel('Keywords', { exact: true }).fill('Running Shoes, marathon shoes');
    await again.getByRole('button', { name: 'Add competitor' }).click();
    await expectToast(page, 'Competitor Updated');
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(rival).toContainText('marathon shoes');
    await expect(rival).toContainText('trail shoes');

    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `competitors-${width}.png`, { fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await accessibilityViolations(page), 'the competitors page').toEqual([]);

    await rival.getByRole('button', { name: 'Edit Rival Shoes' }).click();
    const edit = page.getByRole('form', { name: 'Save competitor' });
    await edit.getByLabel('Name (optional)').fill('Rival');
    await edit.getByRole('button', { name: 'Save competitor' }).click();
    await expectToast(page, 'Competitor Updated');
    const renamed = list.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Rival' }) });
    await renamed.getByRole('button', { name: 'Remove Rival' }).click();
    await renamed.getByRole('button', { name: 'Stop tracking' }).click();
    await expectToast(page, 'Competitor Removed');
    await expect(page.getByRole('heading', { name: 'No competitors tracked yet' })).toBeVisible();
  });
});

test('a Pro user’s check with competitors shows the Competitor Analysis: track one in a click, see it on /competitors, dismiss the card', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signedInUser(page, 'analysis');
  await admin('set-plan', email, 'pro');

  await page.goto('/');
  const checker = page.getByRole('form', { name: 'Rank checker' });
  await checker.getByRole('button', { name: /Compare with Competitors/ }).click();
  await checker.getByLabel('Competitor 1').fill('britannica.com');
  await runCheck(page, 'competitor analysis');

  const analysis = page.getByRole('region', { name: 'Competitor Analysis' });
  await expect(analysis).toBeVisible();
  await expect(analysis.locator('[data-verdict]')).toHaveText(/^(Ahead|Behind|Even|Not found)$/);
  const width = await analysis.locator('[data-bar-width]').first().getAttribute('data-bar-width');
  expect(['60', '40']).toContain(width);
  await analysis.getByRole('button', { name: 'Track britannica.com' }).click();
  await expectToast(page, 'Competitor Added');
  await expect(analysis.getByText('Tracked', { exact: true })).toBeVisible();
  await screenshot(analysis, 'analysis-1280.png');
  expect(await accessibilityViolations(page), 'the home page with the analysis').toEqual([]);

  await analysis.getByRole('button', { name: 'Dismiss competitor analysis' }).click();
  await expect(analysis).toBeHidden();

  await page.goto('/competitors');
  const tracked = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'britannica.com' }) });
  await expect(tracked).toContainText('competitor analysis');
  await expect(tracked.getByText('Ahead of you')).toBeVisible();
  await tracked.getByRole('button', { name: 'Show history of britannica.com' }).click();
  await expect(tracked.getByRole('list', { name: 'History of britannica.com' }).getByRole('listitem')).toHaveCount(1);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(tracked, `competitor-statistics-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await accessibilityViolations(page), 'a competitor with statistics and history').toEqual([]);
});

test.describe('on the free plan', () => {
  // Chromium logs the competitors list's 403 as a console error: that answer is the point here.
  test.use({ expectedConsoleErrors: [/403/] });

  test('a free user is told competitor tracking is a Pro feature, with the way to a trial', async ({ page }) => {
    test.setTimeout(60_000);
    await signedInUser(page, 'competitors-free');
    await expect(page.getByRole('region', { name: 'Competitors' })).toContainText('Competitor tracking is only available on Pro plan.');
    await page.goto('/competitors');
    await expect(page.getByRole('heading', { name: 'Feature Restricted' })).toBeVisible();
    await expect(page.getByText(/Competitor tracking is only available on Pro plan\./)).toBeVisible();
    await page.getByRole('link', { name: 'See plans and start a trial' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
