import { accessibilityViolations, expect, test } from './fixtures';
import { runCheck, signedInUser } from './support/accounts';
import { sql } from './support/control';

test('a free user runs 3 checks and the 4th is refused with Daily Limit Reached', async ({ page }) => {
  await signedInUser(page, 'free-limit');
  for (const keyword of ['first check', 'second check', 'third check']) await runCheck(page, keyword);
  const checker = page.getByRole('form', { name: 'Rank checker' });
  await expect(checker.getByRole('button', { name: /Daily Limit Reached/ })).toBeDisabled();
  await expect(page.getByText(/You've used today's checks/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' }).first()).toBeVisible();

  // The server refuses a 4th check whatever the page shows.
  const fourth = await page.context().request.post('/api/v1/rank-checks', {
    data: { websiteUrl: 'wikipedia.org', keyword: 'fourth check', location: 'us', searchEngine: 'google' },
    headers: { origin: `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}` },
  });
  expect(fourth.status()).toBe(429);
  expect(await fourth.json()).toMatchObject({ error: { code: 'DAILY_LIMIT_REACHED', message: "You've used all 3 daily checks" } });
});

test('a free user with more than 3 saved checks sees the upgrade dialog after the next check', async ({ page }) => {
  const email = await signedInUser(page, 'free-dialog');
  // Four checks saved on earlier days (a free account gets 3 a day, so they cannot all be today's).
  await sql(
    `insert into search_history (user_id, website_url, keyword, keyword_key, rank_position, page_number, checked_at)
     select u.id, 'wikipedia.org', 'older check ' || n, 'older check ' || n, 12, 2, now() - make_interval(days => n)
     from users u, generate_series(1, 4) n where u.email = $1`,
    [email],
  );
  await page.reload();
  await runCheck(page, 'todays check');
  const dialog = page.getByRole('dialog', { name: 'Ready for unlimited checks?' });
  await expect(dialog).toBeVisible({ timeout: 6_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('starting the trial from /pricing unlocks Bing and competitors and the badge shows Trial (3d)', async ({ page }) => {
  await signedInUser(page, 'trial');
  const badge = page.getByRole('link', { name: /^Plan: Free/ }).first();
  await expect(badge).toBeVisible();

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Start free trial' }).first().click();
  await expect(page.getByRole('link', { name: /^Plan: Trial \(3d\)/ }).first()).toBeVisible();

  await page.goto('/dashboard');
  const checker = page.getByRole('form', { name: 'Rank checker' });
  await checker.getByLabel('Search Engine').selectOption('bing');
  await expect(checker.getByLabel('Search Engine')).toHaveValue('bing');
  await checker.getByRole('button', { name: /Compare with Competitors/ }).click();
  await checker.getByLabel('Competitor 1').fill('britannica.com');
  await checker.getByLabel('Website URL').fill('wikipedia.org');
  await checker.getByLabel('Search Keyword').fill('roman republic');
  await checker.getByRole('button', { name: 'Check Ranking' }).click();
  const result = page.getByRole('region', { name: 'Ranking result' });
  await expect(result).toContainText('Bing');
  await expect(page.getByRole('region', { name: 'Competitor Analysis' })).toContainText('britannica.com');
});

test('a free user pays for Pro through Stripe Checkout and comes back on Pro', async ({ page }) => {
  await signedInUser(page, 'payer');
  await page.goto('/pricing');
  await page.getByRole('region', { name: /^Pro/ }).getByRole('link', { name: 'Upgrade' }).click();

  // Stripe's hosted checkout (the local stand-in), then back to the app's success page.
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?session_id=cs_/);
  await expect(page.getByText('Payment confirmed — welcome to Pro!')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Plan: Pro/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Manage Subscription' })).toBeVisible();
});

test('axe finds no violations on /pricing', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await accessibilityViolations(page)).toEqual([]);
});
