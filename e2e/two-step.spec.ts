import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { accessibilityViolations, expect, test } from './fixtures';
import { PASSWORD, signedInUser } from './support/accounts';
import { nextMailTo } from './support/control';
import { screenshot } from './support/screenshot';

/**
 * Signs this browser out by dropping its cookies, with the app closed first: a page still open would ask the
 * server for its bell and plan without a session (a 401 in the console) while the next page loads.
 */
async function forgetSession(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/** The code an authenticator app shows for `secret` a number of 30-second steps from now. */
const codeFor = (secret: string, steps = 0) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

// Wrong codes are tried on purpose: Chromium logs their 400 answers.
test.use({ expectedConsoleErrors: [/status of 400/] });

test('a user turns on two-step sign-in with the secret the page shows, then signs in with a code and with a recovery code; axe at 1280 and 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await signedInUser(page, 'two-step');
  await page.goto('/settings#security');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await section.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshot(section, 'two-step-set-up-1280.png');
  expect(await accessibilityViolations(page), 'set-up at 1280 px').toEqual([]);

  await section.getByLabel('Code from the app').fill('000000');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('alert')).toContainText('That code did not work');
  await section.getByLabel('Code from the app').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('region', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recovery = ((await codes.getByRole('listitem').first().textContent()) ?? '').trim();
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(section, 'two-step-recovery-codes-360.png');
  expect(await accessibilityViolations(page), 'recovery codes at 360 px').toEqual([]);
  await codes.getByRole('button', { name: 'I saved them' }).click();
  await expect(section.getByText(/10 recovery codes left/)).toBeVisible();

  // Signing in again asks for the second step; the next step's code opens the session (the first was taken).
  const signInWith = async (code: string) => {
    await forgetSession(page);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    const second = page.getByRole('form', { name: 'Two-step sign-in' });
    await expect(second.getByLabel('Code')).toBeFocused();
    await second.getByLabel('Code').fill(code);
    await second.getByRole('button', { name: 'Continue' }).click();
  };
  await signInWith(codeFor(secret, 1));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await signInWith(recovery);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // A used recovery code is refused, without saying why.
  await forgetSession(page);
  await page.goto('/login');
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(email);
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
  const second = page.getByRole('form', { name: 'Two-step sign-in' });
  await second.getByLabel('Code').fill(recovery);
  await second.getByRole('button', { name: 'Continue' }).click();
  await expect(second).toContainText('That code did not work');
  await screenshot(page, 'two-step-sign-in-360.png');
  expect(await accessibilityViolations(page), 'second step at 360 px').toEqual([]);
});

test('a user signs in with a code e-mailed to them instead of the password; axe at 360 px', async ({ page }) => {
  const email = await signedInUser(page, 'email-code');
  await forgetSession(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
  const form = page.getByRole('form', { name: 'Sign in with an e-mailed code' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Email me a code' }).click();
  await expect(form.getByRole('status')).toContainText('we e-mailed it a sign-in code');
  const code = /Enter this code on the sign-in page: (\d{6})/.exec((await nextMailTo(email)).text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await form.getByLabel('Code from the e-mail').fill(code);
  await screenshot(page, 'email-code-360.png');
  expect(await accessibilityViolations(page), 'e-mailed code at 360 px').toEqual([]);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
