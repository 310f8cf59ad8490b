import { expect, test } from './fixtures';
import { setGoogleAccount, uniqueEmail } from './support/control';

test('Google sign-in runs in a popup against the OpenID Connect provider and lands on the dashboard', async ({ page }) => {
  const email = uniqueEmail('google');
  await setGoogleAccount({ sub: `google-${email}`, email, email_verified: true });
  await page.goto('/login');

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForEvent('close');

  await expect(page.getByText('Welcome!')).toBeVisible();
  await expect(page.getByText('Successfully signed in with Google.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
});
