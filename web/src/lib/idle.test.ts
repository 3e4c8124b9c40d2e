import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('hands the task to requestIdleCallback with a timeout, and cancels it', () => {
    const request = vi.fn<(task: IdleRequestCallback, options?: IdleRequestOptions) => number>(() => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const task = vi.fn();
    const cancel = whenIdle(task, 1_500);
    expect(request).toHaveBeenCalledWith(task, { timeout: 1_500 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback runs the task after a short delay, unless cancelled first', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
