import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { recordToasts } from './support/toasts';

let visitor = 0;

/**
 * Each spec acts as a different visitor: the e2e server trusts X-Forwarded-For (TRUST_PROXY), so a
 * fresh address per test gives it its own guest allowance, as a different person's browser would.
 */
export const test = base.extend<{ visitorIp: string; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a spec provokes on purpose (Chromium logs every 4xx/5xx fetch as an error). */
  expectedConsoleErrors: [[], { option: true }],
  visitorIp: async ({}, use, testInfo) => {
    visitor += 1;
    // A documentation range per worker (RFC 5737), so specs running side by side never share a visitor's address.
    const range = ['198.51.100', '203.0.113', '192.0.2'][testInfo.workerIndex % 3];
    await use(`${range}.${(visitor % 250) + 1}`);
  },
  context: async ({ context, visitorIp }, use) => {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp });
    await use(context);
  },
  page: async ({ page, expectedConsoleErrors }, use) => {
    await recordToasts(page);
    // An error in the page's console is a failed spec, as it would be a bug a user meets.
    const errors: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // A public page arrives rendered at build time and is then hydrated: specs act on the live app, as a
    // visitor does a moment later (#root loses the attribute once the app has adopted the markup).
    const liveApp = () => page.locator('[data-prerendered]').waitFor({ state: 'detached' });
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await liveApp();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await liveApp();
      return response;
    };
    await use(page);
    expect(errors, 'console errors in the page').toEqual([]);
  },
});

export { expect };

/**
 * Runs axe with the WCAG 2.x A/AA rules and returns the violations, summarised for a readable failure. It first
 * waits for every finite animation and transition to end (a toast fading in is not yet at its colours, and axe
 * would measure its contrast half-way); endless ones, such as a spinner, are left to turn. Violations are read
 * twice before they count (see below).
 */
export async function accessibilityViolations(page: Page) {
  const analyze = async () => {
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    );
    // Axe in the page itself (legacy mode) rather than its default of a partial run in each frame finished in a
    // blank page it opens: the same violations on our pages (same-origin frames are still read; the app has no
    // frames of another origin) in about half the time, which was a quarter of the specs' time. Only violations
    // are detailed: axe skips the selectors of what passed (axe-core's API.md, "Section 4: Performance";
    // setLegacyMode per @axe-core/playwright's README, deprecated for 5.0, where the type check will flag it).
    const results = await new AxeBuilder({ page })
      // Before withTags: options() replaces every option set so far.
      .options({ resultTypes: ['violations'] })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .setLegacyMode()
      .analyze();
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  };
  // A toast whose time ends while axe reads the page starts fading under it and is measured half-way: what
  // was only in passing is gone at a second reading, a real violation is still there.
  const first = await analyze();
  return first.length === 0 ? first : analyze();
}
