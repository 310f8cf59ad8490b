import type { Page } from '@playwright/test';
import { linkIn, nextMailTo, uniqueEmail } from './control';

export const PASSWORD = 'correct horse battery';
const ORIGIN = { origin: `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}` };

/**
 * A verified account, signed in in this page's browser context and showing its dashboard: signed up, verified and
 * signed in through the API with this context's cookies (the sign-up and sign-in screens have their own specs).
 */
export async function signedInUser(page: Page, prefix = 'user'): Promise<string> {
  const email = uniqueEmail(prefix);
  const request = page.context().request;
  await request.post('/api/v1/auth/sign-up', { data: { email, password: PASSWORD, confirmPassword: PASSWORD }, headers: ORIGIN });
  const token = new URL(linkIn(await nextMailTo(email), '/verify-email')).searchParams.get('token');
  await request.post('/api/v1/auth/verify-email', { data: { token }, headers: ORIGIN });
  const signedIn = await request.post('/api/v1/auth/sign-in', { data: { email, password: PASSWORD }, headers: ORIGIN });
  if (!signedIn.ok()) throw new Error(`signing ${email} in answered ${signedIn.status()}: ${await signedIn.text()}`);
  await page.goto('/dashboard');
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
