import { test, type Locator, type Page } from '@playwright/test';

/**
 * A screenshot for people to look at (each screen at 1280 and 360 px), taken only when asked: `npm run screenshots`
 * sets E2E_SCREENSHOTS. A failed spec gets Playwright's own screenshot and trace either way.
 */
export async function screenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const path = test.info().outputPath(name);
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
}
