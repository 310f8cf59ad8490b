import { expect, test } from './fixtures';
import { openWithAppHeld } from './support/held-app';

test('a guest checks a rank on the home page, sees the result, and the second check is refused', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Simple. Accurate. Fast.');

  const checker = page.locator('#rank-checker');
  await checker.getByLabel('Website URL').fill('example.com');
  await checker.getByLabel('Search Keyword').fill('   best running shoes__  ');
  await checker.getByLabel('Search Keyword').blur();
  await expect(checker.getByLabel('Search Keyword')).toHaveValue('best running shoes');
  await checker.getByLabel('Location').selectOption('gb');

  await checker.getByRole('button', { name: 'Check Ranking' }).click();

  const result = page.getByRole('region', { name: 'Ranking result' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('best running shoes');
  await expect(result).toContainText('United Kingdom');
  // The demo engine answers; the UI must say the results are simulated.
  await expect(result.getByText(/simulated/i).first()).toBeVisible();
  await expect(result.getByText(/Just now|seconds? ago/)).toBeVisible();

  // One Google check a day for guests: the button now says so and is disabled.
  const limited = checker.getByRole('button', { name: 'Limit Reached - Sign Up' });
  await expect(limited).toBeVisible();
  await expect(limited).toBeDisabled();

  // The prompt to sign up appears two seconds after the run.
  await expect(page.getByText('Want More Checks?')).toBeVisible({ timeout: 5_000 });
});

test.describe('when the browser has forgotten the check', () => {
  // The refused check is a 429 the page handles; Chromium still logs it.
  test.use({ expectedConsoleErrors: [/status of 429/] });

  test('the server enforces the guest limit', async ({ page, request, visitorIp }) => {
    const body = { websiteUrl: 'example.org', keyword: 'coffee grinder', location: 'us', searchEngine: 'google' };
    const first = await request.post('/api/v1/rank-checks', { data: body, headers: { 'X-Forwarded-For': visitorIp } });
    expect(first.status()).toBe(200);

    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const checker = page.locator('#rank-checker');
    await checker.getByLabel('Website URL').fill('example.org');
    await checker.getByLabel('Search Keyword').fill('coffee grinder');
    await checker.getByRole('button', { name: 'Check Ranking' }).click();

    await expect(page.getByText('Daily Limit Reached')).toBeVisible();
    await expect(checker.getByRole('button', { name: 'Limit Reached - Sign Up' })).toBeDisabled();
  });
});

test('missing fields are explained, not sent', async ({ page }) => {
  await page.goto('/');
  const checker = page.locator('#rank-checker');
  await checker.getByLabel('Website URL').fill('example.com');
  await checker.getByRole('button', { name: 'Check Ranking' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please enter both website URL and keyword')).toBeVisible();
  await expect(checker.getByRole('button', { name: 'Check Ranking' })).toBeEnabled();
});

test('the checker works from the first paint: what is typed and sent before the app has loaded is checked once it has', async ({ page }) => {
  const { release, loaded } = await openWithAppHeld(page, '/');
  const checker = page.locator('#rank-checker');
  await checker.getByLabel('Website URL').fill('example.com');
  await checker.getByLabel('Search Keyword').fill('trail running shoes');
  await checker.getByLabel('Location').selectOption('ca');
  await checker.getByLabel('Search Keyword').press('Enter');
  // Sent before the app listens, the form neither reloads the page nor loses what was typed.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await expect(checker.getByLabel('Search Keyword')).toHaveValue('trail running shoes');

  release();
  await loaded;
  const result = page.getByRole('region', { name: 'Ranking result' });
  await expect(result).toContainText('trail running shoes');
  await expect(result).toContainText('Canada');
});

test("a check the browser sent itself, before the page's script ran, comes back into the form without running", async ({ page }) => {
  // What the browser does with the form before any script holds it: a GET to the page with the fields.
  await page.goto('/?websiteUrl=example.com&keyword=trail+running+shoes&location=ca&searchEngine=google');
  const checker = page.locator('#rank-checker');
  await expect(checker.getByLabel('Website URL')).toHaveValue('example.com');
  await expect(checker.getByLabel('Search Keyword')).toHaveValue('trail running shoes');
  await expect(checker.getByLabel('Location')).toHaveValue('ca');
  await expect(page).toHaveURL(/\/$/);
  await expect(checker.getByRole('button', { name: 'Check Ranking' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Ranking result' })).toHaveCount(0);
});
