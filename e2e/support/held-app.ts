import type { Page } from '@playwright/test';

/**
 * Opens `path` with the app's code held back, as on a slow connection: the page on screen is the one the build
 * rendered, and the page's entry (a few hundred bytes, run before DOMContentLoaded) has run, so a form sent now
 * is held rather than sent by the browser. `release` lets the app's code through; `loaded` is the navigation.
 */
export async function openWithAppHeld(page: Page, path: string): Promise<{ release: () => void; loaded: Promise<unknown> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The event is the new page's: listened for before the navigation starts.
  const entryRan = page.waitForEvent('domcontentloaded');
  const loaded = page.goto(path);
  await entryRan;
  return { release, loaded };
}
