import type { Page } from '@playwright/test';
import { linkIn, nextMailTo, uniqueEmail } from './control';

export const PASSWORD = 'correct horse battery';
const ORIGIN = { origin: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}` };

/**
 * A verified account, signed in in this page's browser context: signed up and verified through the API
 * (the sign-up screens have their own spec), then signed in through the login form like a person.
 */
export async function signedInUser(page: Page, prefix = 'user'): Promise<string> {
  const email = uniqueEmail(prefix);
  const request = page.context().request;
  await request.post('/api/v1/auth/sign-up', { data: { email, password: PASSWORD, confirmPassword: PASSWORD }, headers: ORIGIN });
  const token = new URL(linkIn(await nextMailTo(email), '/verify-email')).searchParams.get('token');
  await request.post('/api/v1/auth/verify-email', { data: { token }, headers: ORIGIN });
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return email;
}

/** Runs a check from the checker on the current page and waits for its result card. */
export async function runCheck(page: Page, keyword: string, websiteUrl = 'wikipedia.org') {
  const checker = page.getByRole('form', { name: 'Rank checker' });
  await checker.getByLabel('Website URL').fill(websiteUrl);
  await checker.getByLabel('Search Keyword').fill(keyword);
  await checker.getByRole('button', { name: 'Check Ranking' }).click();
  await page.getByRole('region', { name: 'Ranking result' }).filter({ hasText: keyword }).waitFor();
}
