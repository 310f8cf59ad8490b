import { accessibilityViolations, expect, test } from './fixtures';
import { signedInUser } from './support/accounts';
import { admin } from './support/control';
import { screenshot } from './support/screenshot';

// The simulated engine always ranks wikipedia.org #8 for this keyword on Google in the United States.
const KEYWORD = 'rank alert 30';

test('a Pro user schedules a check, sees it on the dashboard and /schedules, pauses it, runs it now and sees the outcome; axe finds nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signedInUser(page, 'schedules');
  await admin('set-plan', email, 'pro');
  /** The page (whole), one region, or an open dialog (in a window tall enough to hold it), at 1280 and 360 px. */
  const shoot = async (name: string, region?: ReturnType<typeof page.getByRole>, dialog = false) => {
    if (!process.env.E2E_SCREENSHOTS) return;
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: dialog ? 2000 : 900 });
      await screenshot(region ?? page, `${name}-${width}.png`, { fullPage: !dialog });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Scheduled checks' });
  await expect(panel).toContainText('No scheduled checks yet');
  await shoot('dashboard-empty', panel);
  await panel.getByRole('link', { name: 'Schedule a check' }).click();

  // The form: a weekly check on Wednesdays at 09:30, with its cost shown before saving.
  const dialog = page.getByRole('dialog', { name: 'Schedule a check' });
  const form = dialog.getByRole('form', { name: 'Schedule check' });
  await form.getByLabel('Website URL').fill('wikipedia.org');
  await form.getByLabel('Keyword').fill(KEYWORD);
  await form.getByLabel('Unit').selectOption('weekly');
  await form.getByLabel('On', { exact: true }).selectOption('3');
  await form.getByLabel('At', { exact: true }).fill('09:30');
  await expect(form.getByRole('status').filter({ hasText: /checks a month/ })).toContainText(/About \d+ checks? a month/);
  await shoot('form', undefined, true);
  expect(await accessibilityViolations(page), 'the form').toEqual([]);
  await form.getByRole('button', { name: 'Schedule check' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/schedules$/);

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: KEYWORD }) });
  await expect(row).toContainText(/Every week on Wednesday at 09:30/);
  await expect(row).toContainText('No runs yet');
  await expect(row).toContainText(/Next run (in|tomorrow)/);

  // A few more keywords for the same site, pasted.
  await page.getByRole('button', { name: 'Add many keywords' }).click();
  const bulk = page.getByRole('dialog', { name: 'Add many keywords' });
  await bulk.getByLabel('Website URL').fill('wikipedia.org');
  await bulk.getByLabel('One keyword a line').fill('free encyclopedia\nonline encyclopedia\n\nfree encyclopedia');
  await expect(bulk.getByRole('table')).toContainText('online encyclopedia');
  await expect(bulk).toContainText('1 line repeats a keyword above and will be scheduled once.');
  await shoot('bulk', undefined, true);
  expect(await accessibilityViolations(page), 'bulk adding').toEqual([]);
  await bulk.getByRole('button', { name: 'Schedule 2 keywords' }).click();
  await expect(bulk).toContainText('2 keywords scheduled');
  await bulk.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: /wikipedia\.org/ })).toContainText('3 keywords');

  // Pause, and run it now anyway: the run's outcome arrives on the row.
  await row.getByRole('switch', { name: `Active: “${KEYWORD}” on wikipedia.org` }).click();
  await expect(row).toContainText('Paused: no runs until resumed');
  await row.getByRole('button', { name: `Run now: ${KEYWORD} on wikipedia.org` }).click();
  // The run takes its own job lane and may end before the row could be read in its 'Running…' state (the
  // component tests hold a run open to see that state): wait for the outcome itself.
  await expect(row).toContainText('Last run ok', { timeout: 30_000 });
  await expect(row).toContainText('#8');
  await row.getByRole('button', { name: `Run history of “${KEYWORD}”` }).click();
  await expect(row.getByRole('list', { name: `Runs of “${KEYWORD}”, newest first` })).toContainText('Done');
  await shoot('schedules');
  expect(await accessibilityViolations(page), '/schedules').toEqual([]);

  await page.goto('/dashboard');
  await expect(panel.getByRole('listitem').filter({ hasText: KEYWORD })).toContainText('#8');
  await shoot('dashboard-panel', panel);
  expect(await accessibilityViolations(page), '/dashboard').toEqual([]);
});
