import NProgress from 'nprogress';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_MINIMUM, startProgress, startProgressAfter } from './progress';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('progress bar', () => {
  it('starts at a minimum of 0.1', () => {
    expect(PROGRESS_MINIMUM).toBe(0.1);
    expect(NProgress.settings.minimum).toBe(0.1);
  });

  it('runs while any task runs and finishes once with the last', () => {
    const start = vi.spyOn(NProgress, 'start').mockReturnValue(NProgress);
    const done = vi.spyOn(NProgress, 'done').mockReturnValue(NProgress);
    const first = startProgress();
    const second = startProgress();
    expect(start).toHaveBeenCalledTimes(1);
    first();
    first();
    expect(done).not.toHaveBeenCalled();
    second();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a request that ends before the delay', () => {
    vi.useFakeTimers();
    const start = vi.spyOn(NProgress, 'start').mockReturnValue(NProgress);
    const stopQuick = startProgressAfter(400);
    vi.advanceTimersByTime(399);
    stopQuick();
    vi.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();

    const done = vi.spyOn(NProgress, 'done').mockReturnValue(NProgress);
    const stopSlow = startProgressAfter(400);
    vi.advanceTimersByTime(400);
    expect(start).toHaveBeenCalledTimes(1);
    stopSlow();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
