import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Toasts last 1.5 seconds (spec 01 §9). On a loaded two-core machine the test runner's polls of the page can be more
 * than that apart, so a toast checked by polling for a visible element may come and go between two polls. The page
 * records every toast as it is added (a MutationObserver installed before any script of the page runs), and a test
 * waits for the record instead. The record is kept in the tab's sessionStorage, so a toast shown just before the page
 * loads another document (解绑成功，即将前往首页, then the home page) is still there for the test to take.
 */
const recording = new WeakSet<BrowserContext>();
const STORE = '__xjToasts';

export async function recordToasts(context: BrowserContext): Promise<void> {
  recording.add(context);
  await context.addInitScript((store) => {
    const load = (): string[] => {
      try {
        const list: unknown = JSON.parse(window.sessionStorage.getItem(store) ?? '[]');
        return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
      } catch {
        return []; // an opaque origin (about:blank) has no storage
      }
    };
    const save = (list: string[]): void => {
      try {
        window.sessionStorage.setItem(store, JSON.stringify(list));
      } catch {
        // no storage: nothing to record into
      }
    };
    const recorded = new WeakSet<Element>();
    // A notice may be inserted before its text: each mutation looks at the notices on the page and records each once,
    // when it first has text.
    const look = (): void => {
      for (const notice of Array.from(document.querySelectorAll('[role="alert"][class*="message-notice"]'))) {
        const text = (notice.textContent ?? '').trim();
        if (text && !recorded.has(notice)) {
          recorded.add(notice);
          save([...load(), text]);
        }
      }
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, STORE);
}

/**
 * Waits until a toast saying `text` has been shown since the last one this helper took, and takes it. The click that
 * shows the toast may also load a new document (a sign-in round trip through another site, say): a poll that meets
 * the page between two documents counts as "not yet", and the next document is asked again. `timeout` for such a
 * round trip: its pages load again and their calls run before the toast (expect's own limit by default).
 */
export async function expectToast(page: Page, text: string, { timeout }: { timeout?: number } = {}): Promise<void> {
  if (!recording.has(page.context())) {
    // A context the test made itself (browser.newContext): no recorder there.
    await expect(page.getByText(text).last()).toBeVisible();
    return;
  }
  await expect
    .poll(
      async () => {
        try {
          return await page.evaluate(
            ({ wanted, store }) => {
              let seen: string[] = [];
              try {
                const list: unknown = JSON.parse(window.sessionStorage.getItem(store) ?? '[]');
                if (Array.isArray(list)) seen = list.filter((x): x is string => typeof x === 'string');
              } catch {
                return false;
              }
              const at = seen.findIndex((shown) => shown === wanted || shown.endsWith(wanted));
              if (at < 0) return false;
              seen.splice(at, 1);
              window.sessionStorage.setItem(store, JSON.stringify(seen));
              return true;
            },
            { wanted: text, store: STORE },
          );
        } catch (error) {
          if (betweenDocuments(error)) return false;
          throw error;
        }
      },
      { message: `a toast saying ${text}`, timeout },
    )
    .toBe(true);
}

function betweenDocuments(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|Cannot find context with specified id/.test(message);
}
