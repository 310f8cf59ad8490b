import { accessibilityViolations, expect, test } from './fixtures';
import { signedInUser } from './support/accounts';
import { sql } from './support/control';

/** Saves checks for `email` on earlier days, oldest first (the checker itself could only add today's). */
async function seedChecks(email: string, keyword: string, engine: string, location: string, ranks: number[]) {
  await sql(
    `insert into search_history (user_id, website_url, keyword, keyword_key, location, search_engine, rank_position, page_number,
                                 result_type, competitors, checked_at)
     select u.id, 'example.com', $2, lower($2), $3, $4, r.rank, case when r.rank > 0 then (r.rank + 9) / 10 else 0 end,
            case when r.rank > 0 then 'organic' else 'not found' end,
            jsonb_build_array(jsonb_build_object('url', 'rival.com', 'rank', 5)),
            now() - make_interval(days => (cardinality($5::int[]) - r.n)::int + 1)
     from users u, unnest($5::int[]) with ordinality as r(rank, n)
     where u.email = $1`,
    [email, keyword, location, engine, ranks],
  );
}

test('history: filter by keyword, chart a keyword with its statistics, export, delete a check; axe finds nothing', async ({ page }) => {
  // Sign-up, two axe passes and a download: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const email = await signedInUser(page, 'history');
  await seedChecks(email, 'running shoes', 'google', 'us', [20, 15, 0, 9, 6]);
  await seedChecks(email, 'trail shoes', 'bing', 'gb', [30, 35]);

  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(page.getByText('7 checks')).toBeVisible();
  expect(await accessibilityViolations(page), '/history').toEqual([]);

  // Filter by keyword: the list, the total and the URL follow; a reload keeps the filter.
  await page.getByLabel('Keyword').selectOption('running shoes');
  await expect(page).toHaveURL(/[?&]keyword=running\+shoes/);
  await expect(page.getByText('5 checks')).toBeVisible();
  await expect(page.getByRole('button', { name: 'trail shoes', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Keyword')).toHaveValue('running shoes');
  await expect(page.getByText('5 checks')).toBeVisible();

  // The export carries the same filter.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  expect(new URL(csv.url()).searchParams.get('keyword')).toBe('running shoes');

  // The keyword's chart: best 6, worst 20, average of found ranks 12.5, up 14 since the first check.
  await page.getByRole('button', { name: 'running shoes', exact: true }).first().click();
  const chart = page.getByRole('dialog', { name: '“running shoes”' });
  await expect(chart).toBeVisible();
  const stat = (label: string) => chart.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd').first();
  await expect(stat('Best rank')).toHaveText('#6');
  await expect(stat('Worst rank')).toHaveText('#20');
  await expect(stat('Average rank')).toHaveText('#12.5');
  await expect(stat('Since first check')).toHaveText('Up 14 places');
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await expect(chart.getByRole('list', { name: 'Chart legend' })).toContainText('rival.com');
  expect(await accessibilityViolations(page), '/history chart').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(chart).toBeHidden();

  // Delete the newest check after confirming: the total drops and the rest stays.
  await page.getByRole('button', { name: /^Delete “running shoes”/ }).first().click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this check?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Check deleted')).toBeVisible();
  await expect(page.getByText('4 checks')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByText('6 checks')).toBeVisible();
});
