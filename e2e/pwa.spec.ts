import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';

// The worker itself is what these specs test (the others run without it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const DAY_MS = 24 * 60 * 60 * 1000;

const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const installPrompt = (page: Page) => page.getByRole('region', { name: 'Install app' });

/** Fires Chromium's install event as the browser would once the site is installable. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

test.describe('cookie banner', () => {
  test('appears 1 s after load when no choice is stored, and not before', async ({ page }) => {
    // Time stands still until the spec moves it: "not before 1 s" is then a fact, not a race. (pauseAt only
    // moves forward, and the installed clock starts ticking at once: stop it a minute on, before the page.)
    await page.clock.install({ time: new Date('2026-11-24T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-11-24T10:01:00Z'));
    // A page without build-time HTML starts the app at once (the home page waits for a frame, which a
    // paused clock never gives).
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.clock.runFor(999);
    await expect(cookieBanner(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(cookieBanner(page)).toBeVisible();
    await expect(cookieBanner(page).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  });

  test('stores the choice with its date and stays away after a reload; axe finds nothing on the banner', async ({ page }) => {
    await page.goto('/');
    await expect(cookieBanner(page)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Keyboard: the banner's buttons are reachable and work without a pointer.
    await cookieBanner(page).getByRole('button', { name: 'Decline' }).focus();
    await page.keyboard.press('Tab');
    await expect(cookieBanner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cookieBanner(page)).toBeHidden();
    const stored = await page.evaluate(() => [localStorage.getItem('cookieConsent'), localStorage.getItem('cookieConsentDate')]);
    expect(stored[0]).toBe('accepted');
    expect(Date.now() - Date.parse(stored[1] ?? '')).toBeLessThan(60_000);

    await page.reload();
    // The prompts' code is loaded and has chosen: with the choice stored, the next prompt in line (install)
    // is the one that shows, never the banner.
    await offerInstall(page);
    await expect(installPrompt(page)).toBeVisible();
    await expect(cookieBanner(page)).toBeHidden();
  });
});

test.describe('install prompt', () => {
  test('shows on beforeinstallprompt after the cookie choice; Not now keeps it away for 7 days', async ({ page }) => {
    await page.goto('/');
    await offerInstall(page);
    // One bottom prompt at a time: the banner first, the install prompt once it is answered.
    await expect(cookieBanner(page)).toBeVisible();
    await expect(installPrompt(page)).toBeHidden();
    await cookieBanner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(installPrompt(page)).toBeVisible();
    await expect(installPrompt(page).getByText('Install Rank Checker')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await installPrompt(page).getByRole('button', { name: 'Not now' }).click();
    await expect(installPrompt(page)).toBeHidden();
    const dismissedAt = await page.evaluate(() => localStorage.getItem('installPromptDismissedAt'));
    expect(Date.now() - Date.parse(dismissedAt ?? '')).toBeLessThan(60_000);

    // After a reload the browser offers the install again. To see the prompts' decision (rather than a
    // moment before it), the cookie banner is brought back: answering it is when the install prompt would
    // follow, and within the 7 days it does not.
    await page.evaluate(() => localStorage.removeItem('cookieConsent'));
    await page.reload();
    await offerInstall(page);
    await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(cookieBanner(page)).toBeHidden();
    await expect(installPrompt(page)).toBeHidden();

    // Dismissed 8 days ago: shown again.
    await page.evaluate((at) => {
      localStorage.setItem('installPromptDismissedAt', at);
      localStorage.removeItem('cookieConsent');
    }, new Date(Date.now() - 8 * DAY_MS).toISOString());
    await page.reload();
    await offerInstall(page);
    await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(installPrompt(page)).toBeVisible();
  });
});

test.describe('service worker', () => {
  // Offline, the app's own API calls fail, and Chromium logs each failed request as a console error.
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('registers for "/", then serves the offline page for other pages and leaves the API alone', async ({ page, context, baseURL }) => {
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    // A page rendered at build time comes from the cache.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeHidden();

    // Any other page: the offline page, whose Retry is the page itself.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(await accessibilityViolations(page)).toEqual([]);

    // The API is never answered from the worker: offline, a call fails as it would without one.
    const health = await page.evaluate(() =>
      fetch('/api/v1/health').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(health).toBe('failed');

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeHidden();
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
});
