import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { formatPhoneNumber } from '../contracts/phone';
import { accessibilityViolations, expect, test } from './fixtures';
import { PASSWORD, signedInUser } from './support/accounts';
import { nextSmsTo } from './support/control';
import { screenshot } from './support/screenshot';

/** Signs this browser out by dropping its cookies, with the app closed first (no request of it meets a 401). */
async function forgetSession(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

// A wrong code is tried on purpose: Chromium logs its 400 answer.
test.use({ expectedConsoleErrors: [/status of 400/] });

test('a user adds a phone number with the code texted to it, then signs in with the number and the password; axe at 1280 and 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInUser(page, 'phone');
  // A Washington, DC number of the 555 exchange: one no other spec of this server adds.
  const e164 = `+1202555${String(randomInt(10_000)).padStart(4, '0')}`;
  await page.goto('/settings#phone');
  const section = page.getByRole('region', { name: 'Phone number' });
  const add = section.getByRole('form', { name: 'Add a phone number' });
  await add.getByLabel('Mobile number').fill('07400 123456');
  await add.getByRole('button', { name: 'Text me a code' }).click();
  await expect(add.getByRole('alert')).toHaveText('Enter a mobile number with its country code, like +44 7400 123456.');
  await screenshot(section, 'phone-add-1280.png');
  await add.getByLabel('Mobile number').fill(formatPhoneNumber(e164).replace('+1 ', '+1 (').replace(' 555 ', ') 555-'));
  await add.getByRole('button', { name: 'Text me a code' }).click();

  const confirm = section.getByRole('form', { name: 'Confirm your phone number' });
  await expect(confirm).toContainText(`We texted a 6-digit code to ${formatPhoneNumber(e164)}`);
  const code = /^(\d{6}) is your Rank Checker code/.exec((await nextSmsTo(e164)).body)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await confirm.getByLabel('Code from the text message').fill(code === '000000' ? '111111' : '000000');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByRole('alert')).toContainText('That code did not work');
  await screenshot(section, 'phone-code-1280.png');
  expect(await accessibilityViolations(page), 'code form at 1280 px').toEqual([]);

  await confirm.getByLabel('Code from the text message').fill(code);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByRole('status')).toContainText('Your phone number is verified');
  await expect(section.getByText(formatPhoneNumber(e164))).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(section, 'phone-verified-360.png');
  expect(await accessibilityViolations(page), 'verified number at 360 px').toEqual([]);

  // The number now names the account at sign-in, written as people write it.
  await forgetSession(page);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email or phone').fill(formatPhoneNumber(e164));
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await screenshot(page, 'login-phone-360.png');
  expect(await accessibilityViolations(page), 'sign-in with a phone number at 360 px').toEqual([]);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings#phone');
  await expect(section.getByRole('button', { name: 'Change number' })).toBeVisible();
  await screenshot(section, 'phone-verified-1280.png');
  expect(await accessibilityViolations(page), 'verified number at 1280 px').toEqual([]);
});
