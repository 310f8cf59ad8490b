import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** The text of every toast this page has shown, in order (see recordToasts). */
    __toastsSeen?: string[];
  }
}

/**
 * Keeps, in every document the page loads, the text of each toast as it appears. One toast shows at a time, so a
 * toast can be replaced by the next one before a spec looks (a rank check's notice, an alert): a spec asks whether
 * it was shown, not whether it is still on screen.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        const text = toast.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits until a toast with this title (and text, when given) has been shown on the current page. */
export async function expectToast(page: Page, title: string, text?: string): Promise<void> {
  await expect
    .poll(async () => (await page.evaluate(() => window.__toastsSeen ?? [])).some((shown) => shown.includes(title) && (!text || shown.includes(text))), {
      message: `a toast "${title}"${text ? ` saying "${text}"` : ''}`,
    })
    .toBe(true);
}
