import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Toasts last 1.5 seconds (spec 01 §9). On a loaded two-core machine the test runner's polls of the page can be more
 * than that apart, so a toast checked by polling for a visible element may come and go between two polls. The page
 * records every toast as it is added (a MutationObserver installed before any script of the page runs), and a test
 * waits for the record instead.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    const recorded = new WeakSet<Element>();
    (window as unknown as { __xjToasts: string[] }).__xjToasts = seen;
    // A notice may be inserted before its text: each mutation looks at the notices on the page and records each once,
    // when it first has text.
    const look = (): void => {
      for (const notice of Array.from(document.querySelectorAll('[role="alert"][class*="message-notice"]'))) {
        const text = (notice.textContent ?? '').trim();
        if (text && !recorded.has(notice)) {
          recorded.add(notice);
          seen.push(text);
        }
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a toast saying `text` has been shown since the last one this helper took, and takes it. */
export async function expectToast(page: Page, text: string): Promise<void> {
  const recording = await page.evaluate(() => Array.isArray((window as unknown as { __xjToasts?: string[] }).__xjToasts));
  if (!recording) {
    // A context the test made itself (browser.newContext): no recorder there.
    await expect(page.getByText(text).last()).toBeVisible();
    return;
  }
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const seen = (window as unknown as { __xjToasts?: string[] }).__xjToasts ?? [];
          const at = seen.findIndex((shown) => shown === wanted || shown.endsWith(wanted));
          if (at < 0) return false;
          seen.splice(at, 1);
          return true;
        }, text),
      { message: `a toast saying ${text}` },
    )
    .toBe(true);
}
