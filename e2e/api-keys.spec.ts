import { accessibilityViolations, expect, test } from './fixtures';
import { signedInUser } from './support/accounts';
import { admin } from './support/control';
import { screenshot } from './support/screenshot';
import { expectToast } from './support/toasts';


test('a Pro user creates an API key in Settings, sees it once, uses it for a rank check, and revokes it', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const email = await signedInUser(page, 'api-keys');
  await admin('set-plan', email, 'pro');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('No API keys yet')).toBeVisible();

  await section.getByRole('button', { name: 'Create API key' }).click();
  const form = section.getByRole('form', { name: 'Create an API key' });
  await form.getByLabel('Name').fill('Reporting dashboard');
  await form.getByRole('radio', { name: /Read and write/ }).check();
  await form.getByRole('button', { name: /Create/ }).click();

  const shown = section.getByRole('region', { name: 'Your new API key: Reporting dashboard' });
  await expect(shown).toContainText('Copy it now: it will not be shown again.');
  const key = (await shown.locator('code').first().textContent())?.trim() ?? '';
  expect(key).toMatch(/^rc_live_[0-9A-Za-z]{32}$/);
  await screenshot(section, 'api-keys-new-1280.png');
  expect(await accessibilityViolations(page)).toEqual([]);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  const list = section.getByRole('list', { name: 'Your API keys' });
  await expect(list).toContainText('Reporting dashboard');
  await expect(list).toContainText(`${key.slice(0, 12)}…`);
  await expect(list).toContainText('Never');
  // The key itself is never on the page again.
  expect(await page.content()).not.toContain(key);

  // A program with the key (no cookies) runs a check as this user.
  const program = await playwright.request.newContext({ baseURL: baseURL ?? undefined });
  const check = await program.post('/api/v1/rank-checks', {
    headers: { authorization: `Bearer ${key}` },
    data: { websiteUrl: 'wikipedia.org', keyword: 'api key check', searchEngine: 'bing' },
  });
  expect(check.status(), await check.text()).toBe(200);
  expect(check.headers()['ratelimit-limit']).toBe('60');
  await page.reload();
  await expect(section.getByRole('list', { name: 'Your API keys' })).toContainText(/just now|minute/);
  await page.goto('/history');
  await expect(page.locator('[data-check-id]').filter({ hasText: 'api key check' }).first()).toBeVisible();

  await page.goto('/settings');
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(section, 'api-keys-list-360.png');
  await section.getByRole('button', { name: 'Revoke Reporting dashboard' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
  await expectToast(page, 'API Key Revoked');
  await expect(section.getByText('No API keys yet')).toBeVisible();
  const refused = await program.get('/api/v1/me/history', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  await program.dispose();

  // The activity log says what was done to the key, and by whom, after a reload.
  await page.reload();
  const activity = page.getByRole('list', { name: 'Account activity, newest first' });
  await expect(activity.getByRole('listitem')).toHaveCount(2);
  await expect(activity.getByRole('listitem').first()).toContainText('Revoked an API key · “Reporting dashboard”');
  await expect(activity.getByRole('listitem').nth(1)).toContainText('Created an API key · “Reporting dashboard”');
  expect(await accessibilityViolations(page), 'settings with activity at 360 px').toEqual([]);
  await screenshot(page.getByRole('region', { name: 'Activity' }), 'activity-360.png');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page.getByRole('region', { name: 'Activity' }), 'activity-1280.png');
});

test('a free user is told API keys are part of Pro, with the way to plans', async ({ page }) => {
  await signedInUser(page, 'api-keys-free');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section).toContainText('API access is part of Pro and Enterprise, and of the free trial.');
  await expect(section.getByRole('link', { name: /Compare plans/ })).toHaveAttribute('href', '/pricing');
  await expect(section.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
});
