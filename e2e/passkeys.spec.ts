import type { CDPSession, Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { PASSWORD, signedInUser } from './support/accounts';
import { admin, linkIn, nextMailTo, sql } from './support/control';
import { screenshot } from './support/screenshot';

const ORIGIN = { origin: `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}` };

/**
 * A platform authenticator for this page, through the DevTools protocol's WebAuthn domain: it makes discoverable
 * passkeys, verifies its user and answers without a prompt, as Touch ID or Windows Hello would once approved.
 */
async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return cdp;
}

/** Moves the account's sessions' last second step an hour back, as if the user had come back to the page later. */
async function askForSecondStepAgain(email: string): Promise<void> {
  await sql("update sessions set second_step_at = now() - interval '1 hour' where user_id = (select id from users where email = $1)", [email]);
}

/** Signs this browser out with the app closed first (an open page would meet a 401 while the next loads). */
async function forgetSession(page: Page): Promise<void> {
  await page.goto('about:blank');
  const cookies = await page.context().cookies();
  await page.context().clearCookies();
  // The browser stays one the account knows: only the session goes.
  await page.context().addCookies(cookies.filter((cookie) => cookie.name === 'rc_device'));
}

// The change that asks to confirm first is answered 403 SECOND_STEP_REQUIRED, which Chromium logs.
test.use({ expectedConsoleErrors: [/status of 403/] });

test('a user adds a passkey, confirms a sensitive change with it, and signs in with it alone and as the second step; axe at 1280 and 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signedInUser(page, 'passkey');
  await addVirtualAuthenticator(page);
  await page.goto('/settings#security');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByLabel('Name for the new passkey').fill('This computer');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  // The first second step: recovery codes, shown once.
  const codes = section.getByRole('region', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: 'I saved them' }).click();
  const passkeys = section.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await expect(passkeys).toContainText('This computer');
  await expect(section.getByText(/10 recovery codes left/)).toBeVisible();
  await screenshot(section, 'passkeys-settings-1280.png');
  expect(await accessibilityViolations(page), 'passkeys at 1280 px').toEqual([]);

  // A while later, new recovery codes ask to confirm it is them first: the passkey does, and the codes come.
  await askForSecondStepAgain(email);
  await section.getByRole('button', { name: 'New recovery codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, 'confirm-it-is-you-360.png');
  expect(await accessibilityViolations(page), 'confirm dialog at 360 px').toEqual([]);
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await section.getByRole('button', { name: 'I saved them' }).click();
  await screenshot(section, 'passkeys-settings-360.png');

  // Signed out: the passkey alone signs in, with no address and no password.
  await forgetSession(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // After the password, the second step is the passkey.
  await forgetSession(page);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const usePasskey = page.getByRole('button', { name: 'Use your passkey' });
  await expect(usePasskey).toBeVisible();
  await screenshot(page, 'passkey-second-step-360.png');
  expect(await accessibilityViolations(page), 'second step with a passkey at 360 px').toEqual([]);
  await usePasskey.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/settings#security');
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('last used');
});

test('an owner with a passkey requires two-step sign-in of the team: a member without it is shown how to set it up; axe at 1280 px', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const ownerEmail = await signedInUser(page, 'strict-owner');
  await admin('set-plan', ownerEmail, 'pro');
  await addVirtualAuthenticator(page);
  await page.goto('/settings#security');
  const security = page.getByRole('region', { name: 'Two-step sign-in' });
  await security.getByRole('button', { name: 'Add a passkey' }).click();
  await security.getByRole('button', { name: 'I saved them' }).click();

  // A member joins through an invitation, in a browser of their own.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  const memberEmail = await signedInUser(memberPage, 'strict-member');
  const invited = await page.context().request.post('/api/v1/me/invitations', { data: { email: memberEmail, role: 'member', sites: [] }, headers: ORIGIN });
  expect(invited.ok(), await invited.text()).toBe(true);
  await memberPage.goto(linkIn(await nextMailTo(memberEmail), '/join'));
  await memberPage.getByRole('button', { name: 'Accept and join' }).click();
  await memberPage.waitForURL(/\/sites\?workspace=/);

  // A fresh load: the same page at another anchor would keep the team as it was read before the member joined.
  await page.goto('/settings#team');
  await page.reload();
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByText('Two-step off')).toBeVisible();
  await team.getByRole('checkbox', { name: 'Require two-step sign-in for everyone in this workspace' }).check();
  await expect(team.getByText('1 person has not set it up yet')).toBeVisible();
  await screenshot(team, 'team-requires-two-step-1280.png');
  expect(await accessibilityViolations(page), 'team with the requirement at 1280 px').toEqual([]);

  // The member's open page of the workspace now says what to do, and takes them where it is done.
  await memberPage.reload();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'This workspace requires two-step sign-in' })).toBeVisible();
  await screenshot(memberPage, 'team-two-step-required-1280.png');
  await memberPage.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(memberPage.getByRole('region', { name: 'Two-step sign-in' })).toBeVisible();
  await context.close();
});
