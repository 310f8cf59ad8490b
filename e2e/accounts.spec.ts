import { accessibilityViolations, expect, test } from './fixtures';
import { linkIn, nextMailTo, uniqueEmail } from './support/control';
import type { Page } from '@playwright/test';
import { screenshot } from './support/screenshot';

const PASSWORD = 'correct horse battery';

async function signUp(page: Page, email: string) {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

async function signIn(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('sign up, open the link from the e-mail, sign in, run a check and see it among the recent checks', async ({ page }) => {
  const email = uniqueEmail('signup');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/login\?from=signup/);
  await expect(page.getByText('Account Created')).toBeVisible();

  const mail = await nextMailTo(email);
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByText(/verified|confirmed/i).first()).toBeVisible();

  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const checker = page.getByRole('form', { name: 'Rank checker' });
  await checker.getByLabel('Website URL').fill('wikipedia.org');
  await checker.getByLabel('Search Keyword').fill('roman empire');
  await checker.getByRole('button', { name: 'Check Ranking' }).click();
  await expect(page.getByRole('region', { name: 'Ranking result' })).toBeVisible();

  const recent = page.getByRole('region', { name: 'Recent checks' });
  await expect(recent).toContainText('roman empire');
  await expect(recent).toContainText('wikipedia.org');
  await expect(page.getByRole('region', { name: 'Statistics' }).or(page.getByLabel('Statistics'))).toContainText('1');

  // Signed-in navbar and avatar menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(email);
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign Up Free' }).first()).toBeVisible();

  // The session is gone on the server too: the dashboard now asks to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});

test.describe('a guest whose daily check is used', () => {
  test.use({ expectedConsoleErrors: [/status of 429/] });

  test('gets the pending check replayed after signing up and in', async ({ page }) => {
    await page.goto('/');
    const checker = page.locator('#rank-checker');
    await checker.getByLabel('Website URL').fill('example.com');
    await checker.getByLabel('Search Keyword').fill('first keyword');
    await checker.getByRole('button', { name: 'Check Ranking' }).click();
    await expect(page.getByRole('region', { name: 'Ranking result' })).toBeVisible();

    // Fill in another check, then go sign up from the limit button's prompt.
    await checker.getByLabel('Search Keyword').fill('pending keyword');
    await checker.getByLabel('Search Keyword').blur();
    await page.locator('#rank-checker').getByRole('link', { name: /sign up/i }).first().click();
    await expect(page).toHaveURL(/\/signup/);

    const email = uniqueEmail('pending');
    await signUp(page, email);
    await expect(page).toHaveURL(/pending=true/);
    await expect(page.getByText(/complete your rank check/i)).toBeVisible();
    await page.goto(linkIn(await nextMailTo(email), '/verify-email'));
    await expect(page.getByText(/verified|confirmed/i).first()).toBeVisible();
    await page.goto('/login?from=signup&pending=true');
    await signIn(page, email);

    // Back home: the form is refilled and the check runs by itself a second later.
    await expect(page).toHaveURL(/\/(#rank-checker)?$/);
    await expect(checker.getByLabel('Search Keyword')).toHaveValue('pending keyword');
    const result = page.getByRole('region', { name: 'Ranking result' });
    await expect(result).toContainText('pending keyword');
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Recent checks' })).toContainText('pending keyword');
  });
});

test('axe finds no violations on login, signup, settings and dashboard', async ({ page, request }) => {
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page.locator('main form')).toBeVisible();
    expect(await accessibilityViolations(page), path).toEqual([]);
  }
  const email = uniqueEmail('axe');
  const headers = { origin: `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}` };
  await request.post('/api/v1/auth/sign-up', { data: { email, password: PASSWORD, confirmPassword: PASSWORD }, headers });
  const token = new URL(linkIn(await nextMailTo(email), '/verify-email')).searchParams.get('token');
  await request.post('/api/v1/auth/verify-email', { data: { token }, headers });
  await page.goto('/login');
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await accessibilityViolations(page), '/dashboard').toEqual([]);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await accessibilityViolations(page), '/settings').toEqual([]);
});

test.describe('a confirmation link opened in another browser', () => {
  // Chromium logs the link's first answer (400 PASSWORD_NEEDED) as a console error.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('asks for the password chosen at sign-up, or a new one, before it confirms', async ({ page, request }) => {
    // Signed up elsewhere (another browser, or someone else with this address): this browser holds no binding.
    const email = uniqueEmail('elsewhere');
    const headers = { origin: `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}` };
    await request.post('/api/v1/auth/sign-up', { data: { email, password: PASSWORD, confirmPassword: PASSWORD }, headers });
    await page.goto(linkIn(await nextMailTo(email), '/verify-email'));

    const form = page.getByRole('form', { name: 'Confirm your e-mail' });
    await expect(page.getByText('One more step')).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `confirm-with-password-${width}.png`, { fullPage: true });
    }

    await page.getByRole('button', { name: 'Choose a new password' }).click();
    await form.getByLabel('New Password', { exact: true }).fill('a password of my own');
    await form.getByLabel('Confirm Password', { exact: true }).fill('a password of my own');
    expect(await accessibilityViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Set Password and Confirm' }).click();
    await expect(page.getByText('E-mail confirmed')).toBeVisible();

    // The password chosen at sign-up no longer opens the account; the new one does.
    await page.getByRole('link', { name: 'Sign In' }).click();
    const signInForm = page.getByRole('form', { name: 'Sign in' });
    await signInForm.getByLabel('Email').fill(email);
    await signInForm.getByLabel('Password', { exact: true }).fill('a password of my own');
    await signInForm.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
