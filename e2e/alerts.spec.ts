import { accessibilityViolations, expect, test } from './fixtures';
import { runCheck, signedInUser } from './support/accounts';
import { admin, nextMailTo, sql } from './support/control';
import { screenshot } from './support/screenshot';

// The simulated engine always ranks wikipedia.org #8 for this keyword on Google in the United States.
const KEYWORD = 'rank alert 30';

/** Yesterday's check of KEYWORD by `email` found wikipedia.org at `rank`. */
async function checkedYesterday(email: string, rank: number) {
  await sql(
    `insert into search_history (user_id, website_url, keyword, keyword_key, location, search_engine, device, rank_position,
                                 page_number, result_type, checked_at)
     select id, 'wikipedia.org', $2, lower($2), 'us', 'google', 'desktop', $3, $4, 'organic', now() - interval '1 day' from users where email = $1`,
    [email, KEYWORD, rank, Math.ceil(rank / 10)],
  );
}

test('a Pro user’s keyword moves from #15 to #8: the bell counts it, the panel celebrates the top 10, Mark all read clears it', async ({ page }) => {
  test.setTimeout(90_000);
  const email = await signedInUser(page, 'milestone');
  await admin('set-plan', email, 'pro');
  await checkedYesterday(email, 15);

  await page.goto('/');
  await runCheck(page, KEYWORD);
  await expect(page.getByRole('region', { name: 'Ranking result' })).toContainText('#8');

  const bell = page.locator('header').getByRole('button', { name: /^Notifications/ });
  // The milestone, and the achievements a first check of the account unlocks.
  const [counted] = await sql<{ unread: number }>(
    `select count(*)::int as unread from notifications n join users u on u.id = n.user_id where u.email = $1 and not n.read`,
    [email],
  );
  const unread = counted?.unread ?? 0;
  expect(unread).toBeGreaterThan(1);
  await expect(bell).toHaveAccessibleName(`Notifications, ${unread} unread`);
  await expect(bell.getByTestId('unread-badge')).toHaveText(unread > 9 ? '9+' : String(unread));

  await bell.click();
  const panel = page.getByRole('dialog', { name: /Notifications/ });
  const milestone = panel.getByRole('listitem').filter({ hasText: 'Top 10 reached' });
  await expect(milestone).toHaveCount(1);
  await expect(milestone).toContainText(`“${KEYWORD}” for wikipedia.org entered the top 10: now #8, up from #15.`);
  await expect(milestone).toContainText('#8');
  await expect(panel.getByRole('listitem').filter({ hasText: 'Ranking improved' })).toHaveCount(0);
  expect(await accessibilityViolations(page), 'the open panel').toEqual([]);

  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(bell.getByTestId('unread-badge')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);

  // Check again, from the home page itself: the same check runs again here.
  await milestone.getByRole('button', { name: /^Check again/ }).click();
  await expect(panel).toBeHidden();
  await expect
    .poll(async () => (await sql(`select h.id from search_history h join users u on u.id = h.user_id where u.email = $1`, [email])).length)
    .toBe(3);

  // The dashboard shows what the check unlocked.
  await page.goto('/dashboard');
  const achievements = page.getByRole('region', { name: /Achievements/ });
  await expect(achievements).toContainText('First Check');
  await expect(achievements).toContainText('Top 10 Elite');
});

test('Settings: alert rules start as the defaults, a rule is added and paused; webhooks explain themselves; axe finds nothing', async ({ page }) => {
  test.setTimeout(60_000);
  await signedInUser(page, 'rules');
  await page.goto('/settings');
  const rules = page.getByRole('region', { name: 'Alert rules' });
  const list = rules.getByRole('list', { name: 'Your alert rules' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).toContainText('Enters the top 3');

  await rules.getByRole('button', { name: 'Add rule' }).click();
  const form = rules.getByRole('form', { name: 'Add rule' });
  await form.getByLabel('Rule name').fill('Shoes leave the top 10');
  await form.getByLabel('Tell me when a rank').selectOption('leaves_top');
  await form.getByLabel('N', { exact: true }).fill('10');
  await form.getByRole('textbox', { name: 'Keyword' }).fill('running shoes');
  await form.getByLabel('How often at most, per keyword').selectOption({ label: 'At most once a day' });
  await form.getByRole('button', { name: 'Add rule' }).click();
  const added = list.getByRole('listitem').filter({ hasText: 'Shoes leave the top 10' });
  await expect(added).toContainText('Leaves the top 10');
  await expect(added).toContainText('“running shoes”');
  await expect(added).toContainText('At most once a day');
  await added.getByRole('switch').click();
  await expect(added).toContainText('Paused');
  await page.reload();
  await expect(list.getByRole('listitem').filter({ hasText: 'Shoes leave the top 10' })).toContainText('Paused');

  await expect(page.getByRole('region', { name: 'Webhooks' })).toContainText('No webhooks yet');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `settings-${width}.png`, { fullPage: true });
    await screenshot(rules, `alert-rules-${width}.png`);
    expect(await accessibilityViolations(page), `settings at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
});

test('E-mail alerts: opted in under Settings, a drop is e-mailed, and its link turns them off without signing in', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = await signedInUser(page, 'mailed');
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Alert e-mails' });
  await form.getByRole('radio', { name: /Each alert/ }).check();
  await form.getByRole('button', { name: 'Save e-mail preferences' }).click();
  await expect(page.getByText('E-mail Preferences Saved')).toBeVisible();

  // The site was #2 yesterday; today's #8 is a drop.
  await checkedYesterday(email, 2);
  await page.goto('/');
  await runCheck(page, KEYWORD);
  const mail = await nextMailTo(email);
  expect(mail.subject).toContain('Ranking dropped');
  const link = mail.links.find((l) => new URL(l).pathname === '/unsubscribe');
  expect(link, 'the e-mail links the unsubscribe page').toBeTruthy();

  // Whoever opens the link (a mail client without the session) confirms before anything changes.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  const url = new URL(link!);
  await other.goto(`${url.pathname}${url.search}`);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Stop rank alert e-mails?');
  expect(await accessibilityViolations(other), 'the unsubscribe page').toEqual([]);
  await other.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  await stranger.close();

  await page.goto('/settings');
  await expect(page.getByRole('form', { name: 'Alert e-mails' }).getByRole('radio', { name: /Off/ })).toBeChecked();
});
