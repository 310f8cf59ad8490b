import { accessibilityViolations, expect, test } from './fixtures';
import { signedInUser } from './support/accounts';
import { admin } from './support/control';

test('a Pro user checks on a phone’s results, is told what an engine cannot target, and sees the trend the server saved', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await signedInUser(page, 'accuracy');
  await admin('set-plan', email, 'pro');
  await page.reload();

  const checker = page.getByRole('form', { name: 'Rank checker' });
  await checker.getByLabel('Website URL').fill('example.com');
  await checker.getByLabel('Search Keyword').fill('espresso grinder');

  // Before checking: Yandex in Germany answers from yandex.com, and Yandex has no mobile results.
  await checker.getByLabel('Location').selectOption('de');
  await checker.getByLabel('Search Engine').selectOption('yandex');
  await expect(checker.getByText('Yandex can’t target Germany: results are those of yandex.com (United States).')).toBeVisible();
  await expect(checker.getByRole('radio', { name: 'Mobile' })).toBeDisabled();
  await expect(checker.getByText('Yandex results can only be checked for desktop.')).toBeVisible();
  expect(await accessibilityViolations(page), 'checker with notes').toEqual([]);

  // Google on a phone, twice: the second result's trend is the server's, against the first.
  await checker.getByLabel('Search Engine').selectOption('google');
  await checker.getByText('Mobile', { exact: true }).click();
  await expect(checker.getByRole('radio', { name: 'Mobile' })).toBeChecked();
  await checker.getByRole('button', { name: 'Check Ranking' }).click();
  const result = page.getByRole('region', { name: 'Ranking result' });
  await expect(result).toContainText('Google · Germany · Mobile');
  await expect(result.getByText('Simulated results', { exact: true })).toBeVisible();
  await expect(result.getByText('First check')).toBeVisible();
  await checker.getByRole('button', { name: 'Check Ranking' }).click();
  await expect(result.getByText(/^(Unchanged at #\d+|Still not found)$/)).toBeVisible();
  expect(await accessibilityViolations(page), 'result card').toEqual([]);

  // History: the device and the simulated label on every row, and a device filter kept in the URL.
  await page.goto('/history');
  await expect(page.getByText('2 checks')).toBeVisible();
  await expect(page.getByText('Simulated', { exact: true })).toHaveCount(2);
  await page.getByLabel('Device').selectOption('desktop');
  await expect(page).toHaveURL(/[?&]device=desktop/);
  await expect(page.getByRole('heading', { name: 'No checks match these filters' })).toBeVisible();
  await page.getByLabel('Device').selectOption('mobile');
  await expect(page.getByText('2 checks')).toBeVisible();
  expect(await accessibilityViolations(page), '/history').toEqual([]);
});

test('the checker’s device switch and notes fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const checker = page.locator('#rank-checker');
  await checker.getByLabel('Location').selectOption('kz');
  await expect(checker.getByRole('radio', { name: 'Desktop' })).toBeChecked();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
