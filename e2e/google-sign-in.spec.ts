import { expect, test } from './fixtures';
import { setGoogleAccount, uniqueEmail } from './support/control';

test('Google sign-in runs in a popup against the OpenID Connect provider and lands on the dashboard', async ({ page }) => {
  const email = uniqueEmail('google');
  await setGoogleAccount({ sub: `google-${email}`, email, email_verified: true });
  await page.goto('/login');

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  // The stand-in provider approves at once: the popup may be gone before a 'close' listener could be added.
  await expect.poll(() => popup.isClosed()).toBe(true);

  await expect(page.getByText('Welcome!')).toBeVisible();
  await expect(page.getByText('Successfully signed in with Google.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
});
