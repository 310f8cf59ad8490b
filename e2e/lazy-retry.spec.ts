import { expect, test } from './fixtures';

// Chromium logs the aborted download as a console error: that is the failure this spec provokes.
test.use({
  expectedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module/],
  // The service worker would answer from its precache, out of the network's (and this spec's) way.
  serviceWorkers: 'block',
});

test("a page whose code fails to download once is fetched again under a fresh URL, without reloading the app", async ({ page }) => {
  const pageChunk = /\/assets\/site-page-[\w-]+\.js(\?.*)?$/;
  const requested: string[] = [];
  let failures = 0;
  await page.route(pageChunk, async (route) => {
    requested.push(new URL(route.request().url()).search);
    // The first download fails, as on a flaky connection; the browser would answer any later import() of the
    // same URL from its memory of that failure.
    if (failures === 0) {
      failures += 1;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { appLoadedOnce: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Changelog' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
  expect(requested).toHaveLength(2);
  expect(requested[0]).toBe('');
  expect(requested[1]).toMatch(/^\?retry=\d+-1$/);
  // Same document: the retry happened inside the running app, not by the final reload.
  expect(await page.evaluate(() => 'appLoadedOnce' in window)).toBe(true);
});
