import type { Browser, Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { signedInUser } from './support/accounts';
import { admin, linkIn, nextMailTo } from './support/control';
import { screenshot } from './support/screenshot';

const CLIENT_SITE = 'northwind-client.com';
const OTHER_SITE = 'another-client.com';
const ORIGIN = { origin: `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}` };

/** Another person, in a browser of their own, signed in and showing their dashboard. */
async function person(browser: Browser, prefix: string): Promise<{ page: Page; email: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = await signedInUser(page, prefix);
  return { page, email, close: () => context.close() };
}

/** Sends an invitation from the Team section and answers the link the invitee receives. */
async function invite(page: Page, email: string, role: 'Member' | 'Client', site?: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  if (site) await form.getByRole('checkbox', { name: site }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByRole('status')).toContainText(`Invitation sent to ${email}`);
  return linkIn(await nextMailTo(email), '/join');
}

async function accept(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole('button', { name: 'Accept and join' }).click();
  await page.waitForURL(/\/sites\?workspace=/);
}

test('an agency owner invites a colleague and a client: the colleague tracks a keyword the owner sees, the client reads only the chosen site under the white label; axe finds nothing at 1280 and 360 px', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const ownerEmail = await signedInUser(page, 'agency-owner');
  await admin('set-plan', ownerEmail, 'enterprise');
  const request = page.context().request;
  for (const websiteUrl of [CLIENT_SITE, OTHER_SITE]) {
    const tracked = await request.post('/api/v1/me/sites/keywords', { data: { websiteUrl, keywords: [{ keyword: 'running shoes' }] }, headers: ORIGIN });
    expect(tracked.ok(), await tracked.text()).toBe(true);
  }
  const branded = await request.put('/api/v1/me/branding', { data: { companyName: 'Northwind Agency', accentColor: '#1d4ed8', logoDataUrl: null }, headers: ORIGIN });
  expect(branded.ok(), await branded.text()).toBe(true);

  const colleague = await person(browser, 'colleague');
  const client = await person(browser, 'client');

  await page.goto('/settings#team');
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByText('1 of 25 seats used')).toBeVisible();
  const colleagueLink = await invite(page, colleague.email, 'Member');
  const clientLink = await invite(page, client.email, 'Client', CLIENT_SITE);
  await expect(team.getByText('3 of 25 seats used')).toBeVisible();
  await screenshot(team, 'team-owner-1280.png');
  expect(await accessibilityViolations(page), 'team section at 1280 px').toEqual([]);

  // The colleague joins and tracks a keyword in the agency's workspace.
  await accept(colleague.page, colleagueLink);
  await expect(colleague.page.getByText(/Workspace: Northwind Agency/)).toBeVisible();
  await colleague.page.getByRole('link', { name: CLIENT_SITE }).first().click();
  await colleague.page.getByRole('button', { name: 'Add keywords' }).click();
  const dialog = colleague.page.getByRole('dialog', { name: `Add keywords to ${CLIENT_SITE}` });
  await dialog.getByLabel('Keywords', { exact: true }).fill('trail running shoes');
  await dialog.getByRole('button', { name: 'Track keywords' }).click();
  await expect(colleague.page.getByRole('heading', { name: /Keywords/ })).toContainText('(2)');
  // A copied link opens in the same workspace.
  expect(new URL(colleague.page.url()).searchParams.get('workspace')).toBeTruthy();

  // The owner sees it in their own workspace.
  await page.goto(`/sites/${CLIENT_SITE}`);
  await expect(page.getByRole('region', { name: 'Tracked keywords' }).getByText('trail running shoes')).toBeVisible();

  // The client joins: only the chosen site, the agency's name, nothing that runs a check.
  await accept(client.page, clientLink);
  const clientPage = client.page;
  await expect(clientPage.getByRole('link', { name: CLIENT_SITE }).first()).toBeVisible();
  await expect(clientPage.getByText(OTHER_SITE)).toHaveCount(0);
  await expect(clientPage.getByRole('navigation', { name: 'Main' }).getByText('Northwind Agency')).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Track a site' })).toHaveCount(0);
  await expect(clientPage.getByRole('link', { name: 'Check Rankings' })).toHaveCount(0);
  await screenshot(clientPage, 'team-client-sites-1280.png', { fullPage: true });
  expect(await accessibilityViolations(clientPage), 'client sites at 1280 px').toEqual([]);
  await clientPage.getByRole('link', { name: CLIENT_SITE }).first().click();
  await expect(clientPage.getByRole('heading', { level: 1, name: CLIENT_SITE })).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Run all now' })).toHaveCount(0);
  const refused = await clientPage.evaluate(async (workspace) => {
    const response = await fetch('/api/v1/rank-checks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-workspace': workspace ?? '' },
      body: JSON.stringify({ websiteUrl: 'northwind-client.com', keyword: 'running shoes' }),
    });
    return { status: response.status, body: (await response.json()) as { error: { code: string } } };
  }, new URL(clientPage.url()).searchParams.get('workspace'));
  expect(refused).toMatchObject({ status: 403, body: { error: { code: 'ROLE_FORBIDDEN' } } });
  await clientPage.setViewportSize({ width: 360, height: 800 });
  await screenshot(clientPage, 'team-client-site-360.png');
  expect(await accessibilityViolations(clientPage), 'client site at 360 px').toEqual([]);

  // The owner's team at 360 px, then removing the client ends their access at once.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/settings#team');
  await expect(team.getByRole('listitem', { name: client.email })).toBeVisible();
  await screenshot(team, 'team-owner-360.png');
  expect(await accessibilityViolations(page), 'team section at 360 px').toEqual([]);
  await team.getByRole('button', { name: `Remove ${client.email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(team.getByRole('listitem', { name: client.email })).toHaveCount(0);
  await clientPage.reload();
  await expect(clientPage.getByRole('heading', { name: 'You no longer have access to this workspace' })).toBeVisible();
  await clientPage.getByRole('button', { name: 'Go to your workspace' }).click();
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await colleague.close();
  await client.close();
});
