import { accessibilityViolations, expect, test } from './fixtures';
import { signedInUser } from './support/accounts';
import { admin, seedTracking } from './support/control';
import { screenshot } from './support/screenshot';

const SITE = 'tracked-e2e.example';
const KEYWORDS = Array.from({ length: 40 }, (_, i) => `${i % 2 ? 'oak' : 'pine'} table ${i + 1}`);

test('a Pro user tracks 40 keywords with two tags on two engines, filters, sorts, pauses in bulk and opens a keyword; axe finds nothing at 1280 and 360 px', async ({ page }) => {
  test.setTimeout(180_000);
  const email = await signedInUser(page, 'sites');
  await admin('set-plan', email, 'pro');
  /** The top of the page and, scrolled to it, the keyword table, at 1280 and 360 px. */
  const shoot = async (name: string) => {
    if (!process.env.E2E_SCREENSHOTS) return;
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `${name}-${width}.png`);
      const heading = page.getByRole('heading', { name: /Keywords/ });
      if (await heading.count()) {
        await heading.evaluate((element) => element.scrollIntoView());
        await screenshot(page, `${name}-table-${width}.png`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  await page.goto('/sites');
  await expect(page.getByRole('heading', { name: 'No sites tracked yet' })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Track a site' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Track keywords' });
  await dialog.getByLabel('Website').fill(SITE);
  await dialog.getByLabel('Keywords', { exact: true }).fill(KEYWORDS.map((keyword, i) => `${keyword} | ${i < 20 ? 'brand' : 'blog'}`).join('\n'));
  await dialog.getByRole('checkbox', { name: 'Bing' }).check();
  await dialog.getByLabel('Tags for all of them').fill('launch');
  await expect(dialog).toContainText('80 new tracked queries');
  // A new site alerts on big moves only unless the user picks otherwise: 80 queries do not flood the bell.
  await expect(dialog.getByLabel('Alerts for a new site')).toHaveValue('bands');
  expect(await accessibilityViolations(page), 'the add dialog').toEqual([]);
  if (process.env.E2E_SCREENSHOTS) await screenshot(page, 'add-dialog-1280.png');
  await dialog.getByRole('button', { name: 'Track keywords' }).click();
  await expect(page).toHaveURL(new RegExp(`/sites/${SITE.replace('.', '\\.')}$`));
  await expect(page.getByRole('heading', { level: 1, name: SITE })).toBeVisible();
  await expect(page.getByLabel(`Alerts for ${SITE}`)).toHaveValue('bands');

  // The first checks run at once; the page follows them until every query has its rank.
  const table = page.getByRole('region', { name: 'Tracked keywords' });
  await expect(table.getByRole('row')).toHaveCount(81);
  await expect(table.getByText('Not checked yet')).toHaveCount(0, { timeout: 120_000 });
  await expect(page.getByText(/Checking \d+ quer/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Keywords/ })).toContainText('(80)');
  // Beside visibility: the share of its Google queries whose AI Overview cites the site.
  const citedFigure = page.getByText('Cited in AI Overviews').locator('..');
  await expect(citedFigure).toContainText(/\d+\.\d%\s*\d+ of 40 Google queries/);
  const cited = Number(/(\d+) of 40 Google queries/.exec((await citedFigure.textContent()) ?? '')?.[1]);
  expect(cited, 'some of the simulated overviews cite the site').toBeGreaterThan(0);
  // Filtered to the queries whose overview cites it, every row says where. The unfiltered rows stay on screen
  // (marked busy) until the filtered ones arrive: the count tells which are shown.
  await page.getByLabel('AI Overview').selectOption('cited');
  await expect(page).toHaveURL(/ai=cited/);
  await expect(page.getByRole('heading', { name: /Keywords/ })).toContainText(`(${cited})`);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const citedRows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(citedRows).toHaveCount(cited);
  for (const row of await citedRows.all()) await expect(row).toContainText(/Cited #\d+ of \d+/);
  await page.getByLabel('AI Overview').selectOption('');
  await expect(page.getByRole('heading', { name: /Keywords/ })).toContainText('(80)');

  await page.getByLabel('Tag').selectOption('brand');
  await expect(page).toHaveURL(/tags=brand/);
  await expect(page.getByRole('heading', { name: /Keywords/ })).toContainText('(40)');
  await table.getByRole('button', { name: 'Change' }).click();
  await expect(table.getByRole('columnheader', { name: 'Change' })).toHaveAttribute('aria-sort', 'descending');

  await table.getByRole('checkbox', { name: 'Select every keyword on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected keywords' });
  await expect(bar).toContainText('40 keywords selected');
  await bar.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('40 keywords paused')).toBeVisible();
  await expect(table.getByText('Paused')).toHaveCount(40);
  await bar.getByRole('button', { name: 'Clear' }).click();

  const first = table.getByRole('rowheader').first().getByRole('button');
  const keyword = (await first.textContent()) ?? '';
  const firstId = await table.getByRole('row').nth(1).getAttribute('data-query-id');
  // The first keyword samples AI answers too: what it costs is said before saving, and a run reads them.
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  await bar.getByRole('button', { name: 'AI answers' }).click();
  const sampling = page.getByRole('dialog', { name: 'Sample AI answers' });
  await sampling.getByRole('checkbox', { name: 'Google AI Mode' }).check();
  await sampling.getByRole('checkbox', { name: 'Bing Copilot' }).check();
  // Paused, it is checked never: nothing more a month until it resumes.
  await expect(sampling).toContainText('Nothing more while these keywords are paused');
  expect(await accessibilityViolations(page), 'the AI answers dialog').toEqual([]);
  await sampling.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bing Copilot and Google AI Mode sampled for 1 keyword')).toBeVisible();
  await bar.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText('1 check queued')).toBeVisible();
  await expect(table.getByText('Checking…')).toHaveCount(0, { timeout: 60_000 });
  // The run saves its rank, then reads the AI answers: the detail is opened once both engines have their sample.
  const sampled = async () => {
    const response = await page.request.get(`/api/v1/me/sites/${SITE}/keywords/${firstId}`);
    const detail = (await response.json()) as { aiAnswers?: { samples: number }[] };
    return detail.aiAnswers?.filter((engine) => engine.samples > 0).length ?? 0;
  };
  await expect.poll(sampled, { message: 'both AI answer engines sampled', timeout: 60_000 }).toBe(2);
  await bar.getByRole('button', { name: 'Clear' }).click();
  await first.click();
  const detail = page.getByRole('dialog', { name: keyword });
  await expect(detail).toContainText('Rank now');
  await expect(detail).toContainText('Paused');
  // Its latest results page (the first 20, the rest a click away) and its chart.
  await expect(detail.getByRole('list', { name: 'Results of the latest check' }).getByRole('listitem')).toHaveCount(20);
  await detail.getByRole('button', { name: /^Show all \d+$/ }).click();
  await expect(detail.getByRole('list', { name: 'Results of the latest check' }).getByRole('listitem')).toHaveCount(100);
  await expect(detail.locator('figcaption')).toContainText(/^(1 check: |\d+ checks: from )/);
  // The run asked both AI answer engines once: each has a sample, read as a rate.
  await expect(detail.getByRole('list', { name: 'Latest Google AI Mode answers, newest first' }).getByRole('listitem')).toHaveCount(1);
  await expect(detail.getByRole('list', { name: 'Latest Bing Copilot answers, newest first' }).getByRole('listitem')).toHaveCount(1);
  await expect(detail).toContainText(/\d+% of answers cite the site · \d of 1 in 90 days/);
  await screenshot(detail.getByRole('heading', { name: 'AI answers' }).locator('..'), 'keyword-ai-answers-1280.png');
  expect(await accessibilityViolations(page), 'the keyword detail').toEqual([]);
  if (process.env.E2E_SCREENSHOTS) {
    await detail.evaluate((element) => element.scrollTo(0, 0));
    await screenshot(page, 'keyword-detail-1280.png');
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'keyword-detail-360.png');
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.keyboard.press('Escape');
  await expect(first).toBeFocused();

  await expect(page.getByRole('region', { name: 'Visibility over time' })).toContainText(/Visibility \d+\.\d% on \d+ \w+\. The chart grows/);
  expect(await accessibilityViolations(page), `/sites/${SITE} at 1280 px`).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await accessibilityViolations(page), `/sites/${SITE} at 360 px`).toEqual([]);
  // Polled: the page lays itself out again after the window narrows.
  const overflowing = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !element.closest('[role="region"][tabindex]'))
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`)
        .slice(0, 5),
    );
  await expect.poll(overflowing, { message: 'no sideways page scroll at 360 px' }).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot('site-filtered');

  // At an agency's scale: three more sites, 480 more tracked queries with 30 days of history.
  await seedTracking(email, { sites: 3, keywords: 40, days: 30 });
  await page.goto('/sites');
  await expect(page.getByRole('region', { name: 'Tracked sites' }).getByRole('row')).toHaveCount(5);
  expect(await accessibilityViolations(page), '/sites').toEqual([]);
  await shoot('sites');
  // The dashboard shows each site on its own line, leading to it.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your sites' }).getByRole('link', { name: 'client-1.example.com' })).toBeVisible();
  await shoot('dashboard');
  // 50 rows a page: the figures and filters still cover all 160 queries, and axe reads a page a user scrolls.
  await page.goto('/sites/client-1.example.com?sort=change&order=desc&size=50');
  await expect(page.getByRole('heading', { name: /Keywords/ })).toContainText('(160)');
  await expect(page.getByRole('region', { name: 'Visibility over time' })).toContainText(/Visibility from \d/);
  expect(await accessibilityViolations(page), '/sites/client-1.example.com').toEqual([]);
  await shoot('site-scale');
});
