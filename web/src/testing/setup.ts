import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterAll, afterEach, vi } from 'vitest';

// antd's responsive helpers need matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// A findBy… waits up to this long: the machine is shared (two cores), and a lazy route or a first antd render can
// take longer than Testing Library's default second while other work runs.
configure({ asyncUtilTimeout: 5_000 });

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
});

/** nprogress finishes its bar with two timers of its `speed` (200 ms) after done(). */
const PROGRESS_SETTLE_MS = 600;
/** Work React or a query scheduled just before a file's last test ended runs within this. */
const FILE_SETTLE_MS = 100;

const settle = (ms: number): Promise<void> => new Promise((settled) => setTimeout(settled, ms));

// A test file must not end while timers or scheduled renders are still pending: they would touch `document` or
// `window` after the file's jsdom is gone (Vitest reports that as an unhandled error, under load).
afterAll(async () => {
  await settle(FILE_SETTLE_MS);
  if (!NProgress.isStarted() && !document.getElementById('nprogress')) return;
  NProgress.done(true);
  await settle(PROGRESS_SETTLE_MS);
});
