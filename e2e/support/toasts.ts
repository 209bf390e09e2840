/// <reference lib="dom" />
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __toastsSeen?: string[];
  }
}

/**
 * Records the text of every toast the page shows, from before its document opens.
 *
 * A panel message lives 2 s (SPEC §9). A locator waits for a page's load to finish before it
 * looks, and on a loaded machine a page can finish loading after a message that it raised while
 * loading has already gone: a wait on the screen then misses a message every visitor saw. The
 * record cannot miss it, and it also proves that a message never showed at all.
 *
 * Call before the navigation that should raise the message; the record lasts for the document
 * (client-side navigations included) and starts again with each new one.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = (window.__toastsSeen = []);
    const read = () => {
      document.querySelectorAll('.Toastify__toast').forEach((toast) => {
        const text = toast.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      });
    };
    new MutationObserver(read).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => window.__toastsSeen ?? []);
}
